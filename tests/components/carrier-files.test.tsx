import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CarrierProfile, CarrierProfileUpdate, DeliveryLogEntry } from '../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { AdminConsolePage } from '../../src/features/admin/AdminConsolePage';
import { STAFF_TOKEN_KEY } from '../../src/features/admin/api/staff-session';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';
import { openConsoleSection } from './open-console';

const STAFF = {
  email: 'staff@openenroll.example',
  name: 'Demo Staff',
  role: 'staff',
  carrier_id: null,
  carrier_name: null,
};
const CARRIER_ADMIN = {
  email: 'sunfield.admin@openenroll.example',
  name: 'Sunfield Admin',
  role: 'carrier_admin',
  carrier_id: 11,
  carrier_name: 'Sunfield Supplemental Insurance',
};
const TOKEN = `oes1.${'b'.repeat(40)}.sig`;

const profile = (carrier_id: number, carrier_name: string, code: string): CarrierProfile => ({
  carrier_id,
  carrier_name,
  sender_id: 'OPENENROLL',
  sender_qualifier: 'ZZ',
  receiver_id: `${code}834`,
  receiver_qualifier: 'ZZ',
  line_of_business: { DENTAL: 'DEN', VISION: 'VIS' },
  plan_codes: { '101': `${code}101` },
  file_name_pattern: 'OE_{carrier}_{date}_{control}.834',
  default_mode: 'change',
  schedule: 'manual',
  delivery: { method: 'drop', has_secret: false },
  updated_at: '2026-11-24T09:00:00.000Z',
});

const entry = (id: number, extra: Partial<DeliveryLogEntry>): DeliveryLogEntry => ({
  id,
  carrier_id: 10,
  carrier_name: 'Brightsmile Dental',
  file_name: `OE_BSD_20261124_${String(id).padStart(9, '0')}.834`,
  mode: 'change',
  status: 'delivered',
  member_count: 4,
  subscriber_count: 1,
  control_number: id,
  sha256: 'ab12cd34ef56'.repeat(5) + 'abcd',
  attempts: 1,
  error: null,
  created_at: '2026-11-24T10:00:00.000Z',
  delivered_at: '2026-11-24T10:00:01.000Z',
  acknowledged_at: null,
  progress: { done: 1, total: 1 },
  held_removals: null,
  ...extra,
});

/** GET /admin/carrier-deliveries as the server pages it: newest first, `limit` (20) before `before`, with the total. */
function logPage(log: DeliveryLogEntry[], call: RecordedCall) {
  const q = call.url.searchParams;
  const mine = log.filter((e) => String(e.carrier_id) === q.get('carrier_id')).sort((a, b) => b.id - a.id);
  const before = q.get('before');
  const limit = Number(q.get('limit') ?? 20);
  const after = before === null ? mine : mine.filter((e) => e.id < Number(before));
  const result = after.slice(0, limit);
  return ok({ result, total: mine.length, next: after.length > limit ? (result.at(-1)?.id ?? null) : null });
}

/** A run in progress advances each time the log is read: half built, then done (delivered, or held for a full file). */
function advance(log: DeliveryLogEntry[]) {
  for (const e of log)
    if (e.status === 'running') {
      if (e.progress.done < e.progress.total - 1) e.progress = { ...e.progress, done: e.progress.total - 1 };
      else
        Object.assign(e, {
          status: e.mode === 'full' ? 'held' : 'delivered',
          progress: { ...e.progress, done: e.progress.total },
        });
    }
}

/** An in-memory server of the carrier-files contract (schemas/api/carrier-files.ts). */
function carrierServer() {
  const profiles = [profile(10, 'Brightsmile Dental', 'BSD'), profile(11, 'Sunfield Supplemental Insurance', 'SUN')];
  let secretStored = false;
  const log: DeliveryLogEntry[] = [entry(1, {})];
  const api = mockApi({
    'admin/sign-in': ok({ token: TOKEN, staff: STAFF, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() }),
    'admin/me': ok({ staff: STAFF, plan_ids: null }),
    'admin/form-field-rules': ok({ version: 0, rules: [], tabs: [] }),
    'admin/carrier-profiles': ok({ result: profiles }),
    'admin/carrier-profiles/10': (call: RecordedCall) => {
      const body = call.body as CarrierProfileUpdate;
      if (body.plan_codes['999'] !== undefined)
        return fail(400, [{ target_element: 'plan_codes.999', error_message: CARRIER_FILE_MESSAGES.notCarrierPlan }]);
      if (body.delivery_secret !== undefined) secretStored = body.delivery_secret !== '';
      const { delivery_secret: _secret, delivery, ...rest } = body;
      profiles[0] = {
        ...profiles[0]!,
        ...rest,
        delivery: { ...delivery, has_secret: secretStored },
        updated_at: '2026-11-24T11:00:00.000Z',
      };
      return ok({ result: profiles[0] });
    },
    'admin/carrier-deliveries': (call) => {
      advance(log);
      return logPage(log, call);
    },
    // The run answers as it starts; the file is built while the console reads the log again.
    'admin/carrier-files/run': (call) => {
      const { mode } = call.body as { carrier_id: number; mode: 'change' | 'full' };
      const running = { status: 'running' as const, progress: { done: 0, total: 3 } };
      const next =
        mode === 'full'
          ? entry(log.length + 1, {
              mode,
              ...running,
              member_count: 2,
              delivered_at: null,
              held_removals: [{ subscriber_id: 'S-2001-0007', name: 'Rivera, Ana', plan: 'Brightsmile Dental PPO' }],
            })
          : entry(log.length + 1, { ...running, member_count: 3 });
      log.unshift(next);
      return ok({ result: { ...next, progress: { ...next.progress } } });
    },
    'admin/carrier-deliveries/3/confirm': () => {
      const held = log.find((e) => e.id === 3)!;
      Object.assign(held, { status: 'delivered', held_removals: null, delivered_at: '2026-11-24T12:00:00.000Z' });
      return ok({ result: held });
    },
  });
  return { api, profiles, log };
}

async function openCarrierFiles() {
  const user = await openConsoleSection('Carrier files', STAFF.email);
  await screen.findByRole('table', { name: 'Carrier profiles' });
  return user;
}

describe('staff console: carrier files', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('lists the profiles, edits the sender id and a plan code, maps the server error of a plan row, and sends the secret write-only', async () => {
    const server = carrierServer();
    const user = await openCarrierFiles();
    const profilesTable = screen.getByRole('table', { name: 'Carrier profiles' });
    expect(within(profilesTable).getByRole('row', { name: /Sunfield/ }).textContent).toContain('ZZ/SUN834');
    await user.click(within(profilesTable).getByRole('button', { name: 'Manage Brightsmile Dental' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Brightsmile Dental' }));

    const form = await screen.findByRole('form', { name: '834 profile' });
    const sender = within(form).getByLabelText('Sender id');
    await user.clear(sender);
    await user.type(sender, 'oe 1');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    // Checked in the browser with the server's own words, linked to the input; nothing sent.
    await waitFor(() => expect(sender.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(CARRIER_FILE_MESSAGES.x12Id, { exact: false }).length).toBe(2);
    expect(server.api.callsTo('admin/carrier-profiles/10')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Sender id' }));
    expect(document.activeElement).toBe(sender);

    await user.clear(sender);
    await user.type(sender, 'OE2026');
    await user.click(within(form).getByRole('button', { name: 'Add a plan code' }));
    await user.type(within(form).getByLabelText('Plan id, row 2'), '999');
    await user.type(within(form).getByLabelText('HD04 code, row 2'), 'X-999');
    await user.clear(within(form).getByLabelText('HD03 code for Vision'));
    await user.selectOptions(within(form).getByLabelText('Delivery'), 'sftp');
    await user.type(within(form).getByLabelText('SFTP host'), 'sftp.brightsmile.example');
    await user.type(within(form).getByLabelText('SFTP user name'), 'openenroll');
    await user.type(within(form).getByLabelText('Remote directory'), '/inbound');
    // A file that is no private key is refused at once; the typed password is what is sent.
    await user.upload(
      within(form).getByLabelText('Or a private key file'),
      new File(['not a key'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await within(form).findByText(/Choose a private key file/)).toBeTruthy();
    await user.type(within(form).getByLabelText('SFTP password'), 's3cret-pass');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    // The server's key names the plan (plan_codes.999); the form marks that row's code.
    const code999 = within(form).getByLabelText('HD04 code, row 2');
    await waitFor(() => expect(code999.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(CARRIER_FILE_MESSAGES.notCarrierPlan, { exact: false }).length).toBe(2);

    await user.click(within(form).getByRole('button', { name: 'Remove row 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Saved the profile of Brightsmile Dental.')).toBeTruthy();
    const put = server.api.callsTo('admin/carrier-profiles/10').at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(put.body).toEqual({
      sender_id: 'OE2026',
      sender_qualifier: 'ZZ',
      receiver_id: 'BSD834',
      receiver_qualifier: 'ZZ',
      line_of_business: { DENTAL: 'DEN' },
      plan_codes: { '101': 'BSD101' },
      file_name_pattern: 'OE_{carrier}_{date}_{control}.834',
      default_mode: 'change',
      schedule: 'manual',
      delivery: { method: 'sftp', host: 'sftp.brightsmile.example', username: 'openenroll', remote_dir: '/inbound' },
      delivery_secret: 's3cret-pass',
    });
    // Write-only: the field is empty again and says one is stored; the table shows the new sender.
    const secret = within(form).getByLabelText('SFTP password') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(within(form).getByText(/A password or key is stored and never shown/)).toBeTruthy();

    // A private key file is read whole (line breaks kept) and sent as the secret.
    const pem = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----\n';
    await user.upload(within(form).getByLabelText('Or a private key file'), new File([pem], 'id_ed25519'));
    expect(await within(form).findByText('id_ed25519 is sent when you save.')).toBeTruthy();
    expect(secret.disabled).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(
        (server.api.callsTo('admin/carrier-profiles/10').at(-1)!.body as CarrierProfileUpdate).delivery_secret,
      ).toBe(pem),
    );
    expect(screen.getByRole('table', { name: 'Carrier profiles' }).textContent).toContain('ZZ/OE2026');
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe(TOKEN);
    expect(JSON.stringify(sessionStorage)).not.toContain('s3cret');
  });

  it('runs a change file, then a full file that is held with the members it would drop, and confirms it in a dialog', async () => {
    const server = carrierServer();
    const user = await openCarrierFiles();
    await user.click(screen.getByRole('button', { name: 'Manage Brightsmile Dental' }));
    const log = await screen.findByRole('table', { name: 'Delivery log of Brightsmile Dental, newest first' });
    expect(within(log).getAllByRole('row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Run change file' }));
    // The run answers as it starts: the status line and the log follow it while it is built.
    expect(
      await screen.findByText(/^Change file OE_BSD_20261124_000000002\.834 is being built: [0-2] of 3 subscribers\.$/),
    ).toBeTruthy();
    const building = await screen.findByRole('progressbar', { name: 'Building OE_BSD_20261124_000000002.834' });
    expect(building.getAttribute('aria-valuetext')).toMatch(/of 3 subscribers/);
    expect(screen.getByRole('button', { name: 'Run full file' }).hasAttribute('disabled')).toBe(true);
    expect(
      await screen.findByText(
        /Change file OE_BSD_20261124_000000002\.834 \(3 members\) was delivered\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(server.api.callsTo('admin/carrier-files/run')[0]!.body).toEqual({ carrier_id: 10, mode: 'change' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /Delivery log/ }))
          .getAllByRole('row')
          .map((r) => r.querySelector('th')?.textContent),
      ).toEqual(['File', 'OE_BSD_20261124_000000002.834', 'OE_BSD_20261124_000000001.834']),
    );
    const row = within(screen.getByRole('table', { name: /Delivery log/ })).getByRole('row', { name: /000000002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['Change', 'Delivered', '3', '1', '2', 'ab12cd34ef56 (first 12 digits of the SHA-256)']);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run full file' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Run full file' }));
    expect(await screen.findByText(/is held: 1 member would disappear/, {}, { timeout: 5000 })).toBeTruthy();
    const held = await screen.findByRole('group', { name: /would drop 1 member/ });
    expect(within(held).getByRole('row', { name: /Rivera, Ana/ }).textContent).toContain('S-2001-0007');

    await user.click(within(held).getByRole('button', { name: /Confirm delivery/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the held full file?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(
      await screen.findByText(/Full file OE_BSD_20261124_000000003\.834 \(2 members\) was delivered\./),
    ).toBeTruthy();
    expect(server.api.callsTo('admin/carrier-deliveries/3/confirm')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('group', { name: /would drop/ })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Files and deliveries' })),
    );

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('staff console: the delivery log', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('shows a stopped run with why and what to do, and pages to older files', async () => {
    const server = carrierServer();
    server.log.splice(0, server.log.length);
    for (let id = 1; id <= 22; id++) server.log.unshift(entry(id, {}));
    server.log.unshift(
      entry(23, {
        status: 'stopped',
        mode: 'full',
        error: CARRIER_FILE_MESSAGES.runSilent,
        progress: { done: 500, total: 70_000 },
      }),
    );
    const user = await openCarrierFiles();
    await user.click(screen.getByRole('button', { name: 'Manage Brightsmile Dental' }));
    const log = await screen.findByRole('table', { name: 'Delivery log of Brightsmile Dental, newest first' });
    expect(within(log).getAllByRole('row')).toHaveLength(21);
    const stopped = within(log).getByRole('row', { name: /000000023/ });
    expect(stopped.textContent).toContain('Stopped');
    expect(stopped.textContent).toContain(CARRIER_FILE_MESSAGES.runSilent);
    expect(screen.getByText('Showing 20 of 23 files')).toBeTruthy();
    // Nothing blocks the carrier: a run may start.
    expect(screen.getByRole('button', { name: 'Run change file' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Show older files' }));
    expect(await screen.findByText('Showing 23 of 23 files')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: /Delivery log/ })).getAllByRole('row')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Show older files' })).toBeNull();
    expect(server.api.callsTo('admin/carrier-deliveries').at(-1)!.url.searchParams.get('before')).toBe('4');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('staff console: a new SFTP destination', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  const destination = 'sftp://oe@files.sunfield-new.example:22/in';
  /** One carrier whose SFTP destination waits for approval, seen by `staff`. */
  function pendingServer(staff: typeof STAFF | typeof CARRIER_ADMIN) {
    const pending: CarrierProfile = {
      ...profile(11, 'Sunfield Supplemental Insurance', 'SUN'),
      delivery: {
        method: 'sftp',
        host: 'files.sunfield-new.example',
        port: 22,
        username: 'oe',
        remote_dir: '/in',
        has_secret: true,
        destination,
        approved: false,
      },
    };
    return mockApi({
      'admin/sign-in': ok({ token: TOKEN, staff, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() }),
      'admin/me': ok({ staff, plan_ids: staff.role === 'staff' ? null : [171, 191, 201] }),
      'admin/form-field-rules': ok({ version: 0, rules: [], tabs: [] }),
      'admin/carrier-profiles': ok({ result: [pending] }),
      'admin/carrier-deliveries': ok({ result: [], total: 0, next: null }),
      'admin/carrier-profiles/11/approve-destination': () => {
        pending.delivery = { ...pending.delivery, approved: true, approved_at: '2026-11-27T08:00:00.000Z' };
        return ok({ result: pending });
      },
    });
  }

  async function openAs(staff: typeof STAFF | typeof CARRIER_ADMIN, password: string) {
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminConsolePage />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), staff.email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Carrier files' }));
    return user;
  }

  it('shows staff the pending destination, and Approve sends exactly it', async () => {
    const api = pendingServer(STAFF);
    const user = await openAs(STAFF, 'demo-staff-pass');
    const table = await screen.findByRole('table', { name: 'Carrier profiles' });
    expect(within(table).getByRole('row', { name: /Sunfield/ }).textContent).toContain('(awaiting approval)');
    const notice = await screen.findByRole('group', { name: 'SFTP destination waiting for approval' });
    expect(notice.textContent).toContain(destination);
    expect((await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.click(within(notice).getByRole('button', { name: /Approve destination/ }));
    expect(await screen.findByText(`${destination} is approved; files waiting for it are sent now.`)).toBeTruthy();
    expect(api.callsTo('admin/carrier-profiles/11/approve-destination').map((c) => c.body)).toEqual([{ destination }]);
    expect(screen.queryByRole('group', { name: 'SFTP destination waiting for approval' })).toBeNull();
  });

  it('tells a carrier admin staff will review it, with no Approve', async () => {
    pendingServer(CARRIER_ADMIN);
    await openAs(CARRIER_ADMIN, 'demo-carrier-pass');
    const notice = await screen.findByRole('group', { name: 'SFTP destination waiting for approval' });
    expect(notice.textContent).toContain('No file is sent to it until they approve it.');
    expect(within(notice).queryByRole('button')).toBeNull();
  });
});
