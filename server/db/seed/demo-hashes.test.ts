import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../services/passwords';
import { DEMO_HASHES } from './demo-hashes';
import { demoHash } from './sites-and-people';

// The sign-in passwords' hashes are at the real cost (about 0.3 s of CPU each, more on a loaded machine).
describe('precomputed demo hashes', () => {
  it('each verifies against its own secret and not another', async () => {
    for (const [secret, hash] of Object.entries(DEMO_HASHES)) {
      expect(await verifyPassword(secret, hash)).toBe(true);
      expect(await verifyPassword(`${secret}x`, hash)).toBe(false);
    }
  }, 60_000);

  it('a secret without a precomputed hash is hashed', async () => {
    const hash = await demoHash('not-a-demo-secret');
    expect(await verifyPassword('not-a-demo-secret', hash)).toBe(true);
  }, 60_000);
});
