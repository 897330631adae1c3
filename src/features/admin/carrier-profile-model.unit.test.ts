import { describe, expect, it } from 'vitest';
import type { CarrierProfile } from '../../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES } from '../../../schemas/messages';
import { formErrorKey, profileErrors, shortSum, toProfileForm, toProfileUpdate } from './carrier-profile-model';

const PROFILE: CarrierProfile = {
  carrier_id: 10,
  carrier_name: 'Brightsmile Dental',
  sender_id: 'OPENENROLL',
  sender_qualifier: 'XX',
  receiver_id: 'BSD834',
  receiver_qualifier: '30',
  line_of_business: { DENTAL: 'DEN' },
  plan_codes: { '120': 'B120', '101': 'B101' },
  file_name_pattern: 'OE_{carrier}_{control}.834',
  default_mode: 'full',
  schedule: 'daily',
  delivery: { method: 'sftp', host: 'h.example', port: 2222, username: 'oe', remote_dir: '/in', has_secret: true },
  updated_at: '2026-11-24T09:00:00.000Z',
};

describe('carrier profile form model', () => {
  it('reads a profile into form text (plan rows by plan id, unknown qualifier as ZZ) and writes the same body back without a secret', () => {
    const form = toProfileForm(PROFILE);
    expect(form.sender_qualifier).toBe('ZZ');
    expect(form.planCodes).toEqual([
      { planId: '101', code: 'B101' },
      { planId: '120', code: 'B120' },
    ]);
    expect(form.port).toBe('2222');
    expect(profileErrors(form)).toEqual({});
    const body = toProfileUpdate(form);
    expect(body).toEqual({
      sender_id: 'OPENENROLL',
      sender_qualifier: 'ZZ',
      receiver_id: 'BSD834',
      receiver_qualifier: '30',
      line_of_business: { DENTAL: 'DEN' },
      plan_codes: { '101': 'B101', '120': 'B120' },
      file_name_pattern: 'OE_{carrier}_{control}.834',
      default_mode: 'full',
      schedule: 'daily',
      delivery: { method: 'sftp', host: 'h.example', port: 2222, username: 'oe', remote_dir: '/in' },
    });
    expect(toProfileUpdate({ ...form, secret: 'x' }).delivery_secret).toBe('x');
    expect(toProfileUpdate({ ...form, secret: 'x', clearSecret: true }).delivery_secret).toBe('');
  });

  it('names each problem by its field key with the shared messages', () => {
    const form = {
      ...toProfileForm(PROFILE),
      receiver_id: 'bsd 834',
      lineOfBusiness: { DENTAL: 'dental', VISION: '' },
      planCodes: [
        { planId: '101', code: 'ok' },
        { planId: '101', code: 'bad*code' },
        { planId: 'x', code: 'ok' },
      ],
      file_name_pattern: 'OE_{carrier}.834',
      host: ' ',
      port: '70000',
    };
    expect(profileErrors(form)).toEqual({
      receiver_id: CARRIER_FILE_MESSAGES.x12Id,
      'line_of_business.DENTAL': CARRIER_FILE_MESSAGES.lineOfBusiness,
      'planCodes.1.planId': 'This plan is already listed',
      'planCodes.1.code': CARRIER_FILE_MESSAGES.planCode,
      'planCodes.2.planId': 'Enter the plan id (digits)',
      file_name_pattern: CARRIER_FILE_MESSAGES.fileNameNeedsControl,
      'delivery.host': CARRIER_FILE_MESSAGES.sftpHost,
      'delivery.port': 'Enter a port from 1 to 65535',
    });
    // A drop directory needs no SFTP fields.
    expect(profileErrors({ ...toProfileForm(PROFILE), method: 'drop', host: '', username: '' })).toEqual({});
  });

  it("maps the server's plan_codes.<plan id> to the form row of that plan", () => {
    const form = toProfileForm(PROFILE);
    expect(formErrorKey('plan_codes.120', form)).toBe('planCodes.1.code');
    expect(formErrorKey('plan_codes.999', form)).toBe('plan_codes.999');
    expect(formErrorKey('delivery.host', form)).toBe('delivery.host');
    expect(shortSum('0123456789abcdef0123')).toBe('0123456789ab');
  });
});
