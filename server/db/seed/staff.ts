import { staffUsers } from '../schema';
import { carrierId } from './demo-file';
import type { SeedContext } from './context';
import { demoHash } from './sites-and-people';

/** Demo staff of the /admin console (README): one for every scope, one carrier admin of Sunfield (plan 191). */
export const DEMO_STAFF = [
  {
    email: 'staff@openenroll.example',
    name: 'Robin Staff',
    password: 'demo-staff-pass',
    role: 'staff',
    carrierId: null,
  },
  {
    email: 'sunfield.admin@openenroll.example',
    name: 'Sunfield Admin',
    password: 'demo-carrier-pass',
    role: 'carrier_admin',
    carrierId: carrierId('SFS'),
  },
] as const;

export async function seedStaff({ tx }: SeedContext): Promise<void> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async (s) => ({
      email: s.email,
      name: s.name,
      role: s.role,
      carrierId: s.carrierId,
      passwordHash: await demoHash(s.password),
    })),
  );
  await tx.insert(staffUsers).values(rows);
}
