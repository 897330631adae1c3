import { describe, expect, it } from 'vitest';
import { stateFromZip } from './state';

describe('stateFromZip', () => {
  it('looks up the state of the demo zips', () => {
    expect(stateFromZip('30301')).toBe('GA');
    expect(stateFromZip('10001')).toBe('NY');
  });
  it('answers null for unknown or malformed zips', () => {
    expect(stateFromZip('00000')).toBeNull();
    expect(stateFromZip('3030')).toBeNull();
    expect(stateFromZip(null)).toBeNull();
  });
});
