import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storage } from '../../src/lib/storage';
import { useStored } from '../../src/lib/use-stored';

// The browser-kept values named by the specification (000 section 3, 001 section 3, 002 end).
const SPEC_KEYS = [
  'tempId',
  'agent_id',
  'AGENT_ID',
  'group_id',
  'portal_id',
  'eprocess',
  'open_type',
  'enroll_type',
  'cartCount',
  'menuSelectedItem',
  'categoryOrder',
  'planCategories',
  'repInfo',
  'display_name',
  'deviceId',
  'referral',
  'r_valid',
  'r_name',
  'fromSite',
  'agent_code',
  'selectedTier',
  'new_landing_category',
  'show-quotation',
  'isFilterDataSubmitted',
  'isCurrentMemberAvailable',
  'effectiveDate',
  'continue_track',
  'nav_array',
  'portal_code',
  'portal_name',
  'usertype',
  'username',
  'gname',
  'gcode',
  'planId',
  'planName',
  'navto',
  'enrollerCode',
  'first_track',
  'isSpouseEnrollAccept',
];

describe('storage', () => {
  it('owns every key of the specification plus the session token', () => {
    expect(STORAGE_KEYS).toEqual(expect.arrayContaining([...SPEC_KEYS, 'session_token']));
  });

  it('keeps strings as text and reads them back', () => {
    storage.set('tempId', 'b3f1c2d4e5');
    expect(localStorage.getItem('tempId')).toBe('b3f1c2d4e5');
    expect(storage.get('tempId')).toBe('b3f1c2d4e5');
  });

  it('keeps ids as numbers and flags as booleans', () => {
    storage.set('agent_id', 1001);
    storage.set('r_valid', true);
    storage.set('show-quotation', false);
    expect(storage.get('agent_id')).toBe(1001);
    expect(storage.get('r_valid')).toBe(true);
    expect(storage.get('show-quotation')).toBe(false);
  });

  it('keeps objects and lists as JSON', () => {
    storage.set('repInfo', { name: 'Jordan Avery', email: 'jordan.avery@example.com', phoneNumber: '4045550101' });
    storage.set('categoryOrder', ['DENTAL', 'VISION']);
    expect(JSON.parse(localStorage.getItem('repInfo') ?? 'null')).toEqual({
      name: 'Jordan Avery',
      email: 'jordan.avery@example.com',
      phoneNumber: '4045550101',
    });
    expect(storage.get('categoryOrder')).toEqual(['DENTAL', 'VISION']);
  });

  it('reads a value that does not fit its type as undefined (hand-edited storage)', () => {
    localStorage.setItem('eprocess', 'admin');
    localStorage.setItem('open_type', 'agent');
    localStorage.setItem('agent_id', '12; drop');
    localStorage.setItem('repInfo', '{not json');
    localStorage.setItem('categoryOrder', '[1,2]');
    localStorage.setItem('enroll_type', 'existing-member');
    expect(storage.get('eprocess')).toBeUndefined();
    expect(storage.get('open_type')).toBe('agent');
    expect(storage.get('agent_id')).toBeUndefined();
    expect(storage.get('repInfo')).toBeUndefined();
    expect(storage.get('categoryOrder')).toBeUndefined();
    expect(storage.get('enroll_type')).toBe('existing-member');
  });

  it('removes a key, and treats setting undefined as removing', () => {
    storage.set('navto', 'review');
    storage.remove('navto');
    expect(storage.get('navto')).toBeUndefined();
    storage.set('cartCount', 2);
    storage.set('cartCount', undefined);
    expect(localStorage.getItem('cartCount')).toBeNull();
  });

  it('clearAll forgets every kept value but leaves keys it does not own', () => {
    storage.set('session_token', 'oe1.a.b');
    storage.set('tempId', 'x');
    storage.set('eprocess', 'rep');
    localStorage.setItem('some-other-app', 'keep me');
    storage.clearAll();
    expect(STORAGE_KEYS.map((k) => storage.get(k)).filter((v) => v !== undefined)).toEqual([]);
    expect(localStorage.getItem('some-other-app')).toBe('keep me');
  });

  it('useStored renders its reader again when the value is kept, removed or cleared', () => {
    storage.remove('tempId');
    function Reader() {
      return <p>{useStored('tempId') ?? 'none'}</p>;
    }
    render(<Reader />);
    expect(screen.getByText('none')).toBeTruthy();
    act(() => storage.set('tempId', 'e1'));
    expect(screen.getByText('e1')).toBeTruthy();
    act(() => storage.clearAll());
    expect(screen.getByText('none')).toBeTruthy();
  });

  it('is the only module of the app that touches localStorage', () => {
    const sources = import.meta.glob<string>('../../src/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const offenders = Object.entries(sources)
      .filter(([file, text]) => !file.endsWith('/lib/storage.ts') && /\b(localStorage|sessionStorage)\b/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
