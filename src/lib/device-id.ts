import { storage } from './storage';

/** This browser's random device id (storage key deviceId), created on first use; it carries no personal data. */
export function deviceId(): string {
  const known = storage.get('deviceId');
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage.set('deviceId', id);
  return id;
}
