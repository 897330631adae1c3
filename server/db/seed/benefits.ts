import { groupContributions, groupPayroll } from '../schema';
import type { SeedContext } from './context';
import { GROUP } from './handles';

/**
 * Acme (GRP2001) pays every two weeks and contributes to medical (HSA-qualified medical too) and
 * dental: three quarters of the employee's own medical premium and half for family tiers, and a
 * flat $20 (employee only) or $30 a month toward dental, never more than the premium.
 */
export const ACME_CONTRIBUTIONS: ReadonlyArray<typeof groupContributions.$inferInsert> = [
  ...(['MEDICAL', 'hsa'] as const).flatMap((category) =>
    (['IO', 'IS', 'IC', 'IF'] as const).map((tier) => ({
      groupId: GROUP.acme,
      category,
      tier,
      kind: 'percent' as const,
      percent: tier === 'IO' ? 75 : 50,
      flatCents: null,
    })),
  ),
  ...(['IO', 'IS', 'IC', 'IF'] as const).map((tier) => ({
    groupId: GROUP.acme,
    category: 'DENTAL',
    tier,
    kind: 'flat' as const,
    flatCents: tier === 'IO' ? 2000 : 3000,
    percent: null,
  })),
];

/** Acme's payroll frequency and employer contributions (the plans' benefit figures are in the catalogue file). */
export async function seedBenefits({ tx }: SeedContext): Promise<void> {
  await tx.insert(groupPayroll).values({ groupId: GROUP.acme, payFrequency: 'biweekly' });
  await tx.insert(groupContributions).values([...ACME_CONTRIBUTIONS]);
}
