import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../services/passwords';
import { DEMO_HASHES } from './demo-hashes';
import { demoHash } from './sites-and-people';

describe('precomputed demo hashes', () => {
  it('each verifies against its own secret and not another', async () => {
    for (const [secret, hash] of Object.entries(DEMO_HASHES)) {
      expect(await verifyPassword(secret, hash)).toBe(true);
      expect(await verifyPassword(`${secret}x`, hash)).toBe(false);
    }
  });

  it('a secret without a precomputed hash is hashed', async () => {
    const hash = await demoHash('not-a-demo-secret');
    expect(await verifyPassword('not-a-demo-secret', hash)).toBe(true);
  });
});
