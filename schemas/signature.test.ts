import { describe, expect, it } from 'vitest';
import { signatureSize } from './signature';

describe('signatureSize (002 section 9)', () => {
  it('450x300 at 768 px and wider, else 200x100', () => {
    expect(signatureSize(768)).toEqual({ width: 450, height: 300 });
    expect(signatureSize(1280)).toEqual({ width: 450, height: 300 });
    expect(signatureSize(767)).toEqual({ width: 200, height: 100 });
    expect(signatureSize(390)).toEqual({ width: 200, height: 100 });
  });
});
