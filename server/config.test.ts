import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATABASE_POOL_MAX', () => {
  const load = (value?: string) => loadConfig({ DATABASE_POOL_MAX: value }, { dataDir: 'memory' });

  it('sizes the PostgreSQL pool, 10 when unset', () => {
    expect(load().databasePoolMax).toBe(10);
    expect(load('').databasePoolMax).toBe(10);
    expect(load('25').databasePoolMax).toBe(25);
  });

  it('refuses anything but a whole number from 1 to 1000, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', '1001', ' 5'])
      expect(() => load(bad), bad).toThrow(/DATABASE_POOL_MAX must be a whole number from 1 to 1000/);
  });
});
