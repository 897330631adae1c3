import { eq, sql } from 'drizzle-orm';
import { encryptField } from '../../services/field-crypto';
import {
  memberBankAccounts,
  memberBeneficiaries,
  memberCards,
  memberDependents,
  members,
  policies,
  policyPlans,
} from '../schema';
import type { SeedContext } from './context';
import { AGENT, GROUP, PORTAL } from './handles';
import { demoCatalogue, demoRates } from './demo-file';

type Status = 'ACTIVE' | 'PENDING' | 'TERMED' | 'CANCELLED';
type Tier = 'IO' | 'IS' | 'IC' | 'IF';

interface MemberSeed {
  n: number;
  first: string;
  last: string;
  dob: string;
  gender: 0 | 1;
  agentId: number;
  groupId: number | null;
  portalId: number;
  tier: Tier;
  plans: Array<[planId: number, status: Status]>;
}

const J = AGENT.jordan;
// 12 members for AG1001 (6 of them in group 2001, 3 in 2556, 3 direct), 2 for AG1002.
// U3001 holds an ACTIVE Dental Plus (re-adding it is already-active); U3004 and U3011 hold non-active plans.
const MEMBERS: MemberSeed[] = [
  {
    n: 1,
    first: 'Pat',
    last: 'Morgan',
    dob: '1986-04-12',
    gender: 1,
    agentId: J,
    groupId: GROUP.acme,
    portalId: PORTAL.employer,
    tier: 'IS',
    plans: [
      [101, 'ACTIVE'],
      [111, 'ACTIVE'],
    ],
  },
  {
    n: 2,
    first: 'Alex',
    last: 'Rivera',
    dob: '1979-09-03',
    gender: 0,
    agentId: J,
    groupId: GROUP.acme,
    portalId: PORTAL.employer,
    tier: 'IF',
    plans: [[121, 'ACTIVE']],
  },
  {
    n: 3,
    first: 'Taylor',
    last: 'Brooks',
    dob: '1992-01-22',
    gender: 1,
    agentId: J,
    groupId: GROUP.acme,
    portalId: PORTAL.employer,
    tier: 'IO',
    plans: [[161, 'ACTIVE']],
  },
  {
    n: 4,
    first: 'Casey',
    last: 'Nguyen',
    dob: '1988-06-30',
    gender: 0,
    agentId: J,
    groupId: GROUP.acme,
    portalId: PORTAL.employer,
    tier: 'IO',
    plans: [
      [102, 'TERMED'],
      [111, 'ACTIVE'],
    ],
  },
  {
    n: 5,
    first: 'Morgan',
    last: 'Patel',
    dob: '1975-11-15',
    gender: 1,
    agentId: J,
    groupId: GROUP.acme,
    portalId: PORTAL.employer,
    tier: 'IO',
    plans: [[131, 'ACTIVE']],
  },
  {
    n: 6,
    first: 'Jamie',
    last: 'Wilson',
    dob: '1995-03-08',
    gender: 0,
    agentId: J,
    groupId: GROUP.acme,
    portalId: PORTAL.employer,
    tier: 'IC',
    plans: [
      [201, 'ACTIVE'],
      [125, 'PENDING'],
    ],
  },
  {
    n: 7,
    first: 'Drew',
    last: 'Thompson',
    dob: '1983-07-19',
    gender: 0,
    agentId: J,
    groupId: GROUP.peachtree,
    portalId: PORTAL.employer,
    tier: 'IO',
    plans: [[181, 'ACTIVE']],
  },
  {
    n: 8,
    first: 'Avery',
    last: 'Johnson',
    dob: '1990-12-01',
    gender: 1,
    agentId: J,
    groupId: GROUP.peachtree,
    portalId: PORTAL.employer,
    tier: 'IS',
    plans: [[101, 'ACTIVE']],
  },
  {
    n: 9,
    first: 'Quinn',
    last: 'Davis',
    dob: '1970-02-27',
    gender: 0,
    agentId: J,
    groupId: GROUP.peachtree,
    portalId: PORTAL.employer,
    tier: 'IO',
    plans: [[141, 'ACTIVE']],
  },
  {
    n: 10,
    first: 'Reese',
    last: 'Martinez',
    dob: '1987-10-10',
    gender: 1,
    agentId: J,
    groupId: null,
    portalId: PORTAL.averyMarket,
    tier: 'IF',
    plans: [[273, 'ACTIVE']],
  },
  {
    n: 11,
    first: 'Skyler',
    last: 'Harris',
    dob: '1999-05-05',
    gender: 0,
    agentId: J,
    groupId: null,
    portalId: PORTAL.averyMarket,
    tier: 'IO',
    plans: [[111, 'CANCELLED']],
  },
  {
    n: 12,
    first: 'Jordan',
    last: 'Kim',
    dob: '1981-08-21',
    gender: 1,
    agentId: J,
    groupId: null,
    portalId: PORTAL.averyMarket,
    tier: 'IO',
    plans: [[221, 'ACTIVE']],
  },
  {
    n: 13,
    first: 'Emerson',
    last: 'Clark',
    dob: '1984-04-04',
    gender: 1,
    agentId: AGENT.sam,
    groupId: GROUP.noLanding,
    portalId: PORTAL.leeFamily,
    tier: 'IC',
    plans: [[101, 'ACTIVE']],
  },
  {
    n: 14,
    first: 'Rowan',
    last: 'Lewis',
    dob: '1993-09-09',
    gender: 0,
    agentId: AGENT.sam,
    groupId: null,
    portalId: PORTAL.leeFamily,
    tier: 'IO',
    plans: [[161, 'ACTIVE']],
  },
];

const EFFECTIVE = '2025-01-01';

/** Made-up but well-formed SSNs (area 401-499, never 000/666/9xx). */
const demoSsn = (n: number) => `${400 + n * 7}${String(20 + n).padStart(2, '0')}${String(3000 + n).padStart(4, '0')}`;

function ageOn(dob: string, on: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function monthlyCents(planId: number, tier: Tier, age: number): number {
  if (!demoCatalogue().plans.some((p) => p.id === planId))
    throw new Error(`member plan ${planId} is not in the catalogue`);
  const row = demoRates().find(
    (r) => r.planId === planId && r.tier === tier && !r.tobacco && r.ageMin <= age && age <= r.ageMax,
  );
  if (!row) throw new Error(`plan ${planId} has no ${tier} price at age ${age}`);
  return row.monthlyCents;
}

/** Existing members with encrypted SSNs, their policies and per-plan status, and U3001's family and payment details. */
export async function seedMembers({ tx, encryptionKey }: SeedContext): Promise<void> {
  for (const m of MEMBERS) {
    const userId = `U${3000 + m.n}`;
    const [row] = await tx
      .insert(members)
      .values({
        userId,
        firstName: m.first,
        lastName: m.last,
        dob: m.dob,
        gender: m.gender,
        email: `${m.first}.${m.last}@example.com`.toLowerCase(),
        phone: `404555${String(3000 + m.n).slice(-4)}`,
        ssnEncrypted: encryptField(demoSsn(m.n), encryptionKey),
        address1: `${100 + m.n * 11} Magnolia Street`,
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        agentId: m.agentId,
        groupId: m.groupId,
        portalId: m.portalId,
      })
      .returning({ id: members.id });
    if (!row) throw new Error(`member ${userId} was not inserted`);
    const memberId = row.id;
    const [policy] = await tx
      .insert(policies)
      .values({
        memberId,
        agentId: m.agentId,
        groupId: m.groupId,
        portalId: m.portalId,
        tier: m.tier,
        effectiveDate: EFFECTIVE,
      })
      .returning({ id: policies.id });
    if (!policy) throw new Error(`the policy of ${userId} was not inserted`);
    const policyId = policy.id;
    const age = ageOn(m.dob, EFFECTIVE);
    await tx.insert(policyPlans).values(
      m.plans.map(([planId, status]) => ({
        policyId,
        planId,
        status,
        monthlyCents: monthlyCents(planId, m.tier, age),
        termDate: status === 'ACTIVE' || status === 'PENDING' ? null : '2025-06-30',
      })),
    );
    if (m.n === 1) await seedPatMorganDetails(memberId, { tx, encryptionKey });
  }
}

const PAT_MORGAN_HEALTH = {
  condition_questions: [
    {
      question_id: 141,
      yes_no_flag: 1,
      conditions: [
        {
          health_condition: 'High blood pressure',
          date_of_onset: '03/01/2019',
          date_of_recovery: '06/01/2020',
          is_treatment: 0,
          is_medicate: 1,
          d_last_seen: '01/15/2025',
          symptoms: 'None',
        },
      ],
    },
    ...[142, 143, 144, 145, 146, 147].map((question_id) => ({ question_id, yes_no_flag: 0, conditions: [] })),
  ],
  medication_question: {
    question_id: 150,
    yes_no_flag: 1,
    medications: [{ id: 1, medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' }],
  },
  notes: '',
};

/** Pat's spouse's SSN (dependent and beneficiary) and bank account number, stored encrypted. */
const PAT_SPOUSE_SSN = '402556781';
const PAT_ACCOUNT_NUMBER = '000123456789';

async function seedPatMorganDetails(memberId: number, { tx, encryptionKey }: SeedContext): Promise<void> {
  await tx.insert(memberDependents).values({
    memberId,
    relationship: 'spouse',
    firstName: 'Chris',
    lastName: 'Morgan',
    birthdate: '1985-02-17',
    gender: 0,
    ssnEncrypted: encryptField(PAT_SPOUSE_SSN, encryptionKey),
    weight: 182,
    heightFeet: 5,
    heightInch: 11,
  });
  await tx.insert(memberBeneficiaries).values({
    memberId,
    firstName: 'Chris',
    lastName: 'Morgan',
    birthdate: '1985-02-17',
    relationship: 'Spouse',
    percentage: 100,
    ssnEncrypted: encryptField(PAT_SPOUSE_SSN, encryptionKey),
  });
  await tx.insert(memberBankAccounts).values({
    memberId,
    accountName: 'Pat Morgan',
    bankName: 'JPMORGAN CHASE BANK, NA',
    routingNumber: '021000021',
    accountNumberEncrypted: encryptField(PAT_ACCOUNT_NUMBER, encryptionKey),
    accountLast4: '6789',
    accountType: 'checking',
    accountHolderType: 'individual',
  });
  // Health answers of Pat's last enrollment, for the existing-member prefetch of the health step.
  await tx
    .update(members)
    .set({ healthInfoEncrypted: encryptField(JSON.stringify(PAT_MORGAN_HEALTH), encryptionKey) })
    .where(eq(members.id, memberId));
  await tx.insert(memberCards).values({
    memberId,
    nameOnCard: 'Pat Morgan',
    vaultToken: 'demo-vault-u3001-visa',
    brand: 'visa',
    last4: '1111',
    expirationMonth: 12,
    expirationYear: 2030,
  });
}

/**
 * Re-encrypts every encrypted value seedMembers wrote with `encryptionKey`: a database opened
 * from the seeded template holds them under the key of the data directory that made it. Only for
 * such a database (its rows are the seed's own): the updates match the seed's members by user id
 * and all of U3001's dependents, beneficiaries and bank accounts.
 */
export async function rekeyMemberSecrets({ tx, encryptionKey }: SeedContext): Promise<void> {
  const ssns = sql.join(
    MEMBERS.map((m) => sql`(${`U${3000 + m.n}`}, ${encryptField(demoSsn(m.n), encryptionKey)})`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${members} SET ssn_encrypted = v.ssn FROM (VALUES ${ssns}) AS v(user_id, ssn) WHERE ${members.userId} = v.user_id`,
  );
  const [pat] = await tx
    .update(members)
    .set({ healthInfoEncrypted: encryptField(JSON.stringify(PAT_MORGAN_HEALTH), encryptionKey) })
    .where(eq(members.userId, 'U3001'))
    .returning({ id: members.id });
  if (!pat) throw new Error('the seeded template has no member U3001');
  await tx
    .update(memberDependents)
    .set({ ssnEncrypted: encryptField(PAT_SPOUSE_SSN, encryptionKey) })
    .where(eq(memberDependents.memberId, pat.id));
  await tx
    .update(memberBeneficiaries)
    .set({ ssnEncrypted: encryptField(PAT_SPOUSE_SSN, encryptionKey) })
    .where(eq(memberBeneficiaries.memberId, pat.id));
  await tx
    .update(memberBankAccounts)
    .set({ accountNumberEncrypted: encryptField(PAT_ACCOUNT_NUMBER, encryptionKey) })
    .where(eq(memberBankAccounts.memberId, pat.id));
}
