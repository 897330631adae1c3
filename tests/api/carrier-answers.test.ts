import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { X12Parser, type X12Interchange } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENSUS_COLUMNS } from '../../schemas/api/census';
import type { DeliveryLogEntry } from '../../schemas/api/carrier-files';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { openSealedFile } from '../../server/services/sealed-stream';
import { check834 } from '../../server/services/x12/check-834';
import { buildTestApp } from '../helpers/build-app';
import { settledRun } from '../helpers/carrier-runs';
import { rulesOf, TEST_ADMIN_TOKEN, type TestRule } from '../helpers/carrier-rules';
import { exportCensus } from '../helpers/census-export';
import { completableEnrollment, EMPLOYER } from '../helpers/review';
import { wizardClient } from '../helpers/wizard';
import { call } from './homes-helpers';

/**
 * Answers reach the carrier (issue 29, docs/decisions/0270-answers-reach-the-carrier.md): carriers'
 * fields name where their answer goes; a group's enrollment on dental plan 101 (Brightsmile, carrier 1)
 * answers them; Brightsmile's 834 carries its own fields' answers in loop 2700 (not another carrier's,
 * not the census's), the census carries the census fields as extra columns on the subscriber's rows,
 * the receipt lists every answer with its label (a sensitive one masked); publish refuses an unknown
 * destination, a census column named twice and an 834 answer of no carrier, saying where.
 */

const BSD = 1;
const CVV = 2;
const PAGE = 'custom_prior_coverage';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const yesNo = (label: string, extra: object = {}) => ({
  label,
  widget: 'yes_no',
  schema: { type: 'string' },
  ...extra,
});
const text = (label: string, extra: object = {}) => ({ label, widget: 'text', schema: { type: 'string' }, ...extra });

const EMPLOYER_FIELDS: TestRule[] = [
  {
    tab: 'employer_info',
    field_name: 'tobacco',
    sort: 90,
    scope: 'plan',
    scope_id: 101,
    definition: yesNo('Do you use tobacco?', { destination: '834', category: 'Tobacco use' }),
  },
  {
    tab: 'employer_info',
    field_name: 'frame_style',
    sort: 91,
    scope: 'carrier',
    scope_id: CVV,
    definition: text('Frame style', { destination: '834', category: 'FRAME STYLE' }),
  },
  {
    tab: 'employer_info',
    field_name: 'shirt_size',
    sort: 92,
    definition: {
      label: 'Shirt size',
      widget: 'select',
      schema: { type: 'string' },
      options: [
        { value: 'M', label: 'Medium' },
        { value: 'L', label: 'Large' },
      ],
      destination: 'census',
      column: 'Shirt size',
    },
  },
];

const PAGE_FIELDS: TestRule[] = [
  {
    tab: PAGE,
    field_name: 'prior_end',
    sort: 1,
    scope: 'carrier',
    scope_id: BSD,
    definition: {
      label: 'Prior coverage ended',
      widget: 'date',
      schema: { type: 'string' },
      destination: '834',
      category: 'PRIOR COVERAGE END',
    },
  },
  {
    tab: PAGE,
    field_name: 'prior_carrier',
    sort: 2,
    definition: text('Prior carrier', { destination: 'census', column: 'Prior carrier' }),
  },
  { tab: PAGE, field_name: 'member_number', sort: 3, definition: text('Prior member number', { sensitive: true }) },
];

let app: FastifyInstance;
let dropDir: string;
let group: string;
let enrollmentId: string;

const put = (rules: TestRule[], tabs?: object[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    payload: { rules, replace_tabs: [PAGE], ...(tabs ? { tabs } : {}) },
    headers: auth,
  });
const publish = () =>
  app.inject({ method: 'POST', url: '/api/v1/admin/form-field-rules/publish', payload: { note: 't' }, headers: auth });
const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);

/** The segments of a file's member loops, by subscriber: each loop's tags and values from INS to the next INS. */
function loopsOf(text834: string): string[][][] {
  const interchange = new X12Parser(true).parse(text834) as X12Interchange;
  const loops: string[][][] = [];
  for (const g of interchange.functionalGroups)
    for (const set of g.transactions) {
      // A set's header (BGN, N1*P5, N1*IN) is no member's.
      let loop: string[][] | null = null;
      for (const s of set.segments) {
        const seg = [s.tag, ...s.elements.map((e) => e.value)];
        if (s.tag === 'INS') loops.push((loop = [seg]));
        else if (s.tag !== 'SE') loop?.push(seg);
      }
    }
  return loops;
}

function parseCsv(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(',').map((c) => c.replace(/^"|"$/g, '')));
}

beforeAll(async () => {
  dropDir = mkdtempSync(path.join(os.tmpdir(), 'oe-carrier-answers-'));
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN, carrierDropDir: dropDir, carrierSchedule: false });
  const employer = await rulesOf(app, 'employer_info');
  const tabs = [{ tab: PAGE, title: 'Prior coverage', sort: 6, required: true, scope: 'plan', scope_id: 101 }];
  const saved = await put([...employer, ...EMPLOYER_FIELDS, ...PAGE_FIELDS], tabs);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await publish();
  expect(published.statusCode, published.body).toBe(200);

  // The group administrator's storefront enrolls a couple in dental 101 for group 2001.
  const signedIn = (
    await call(app, 'POST', '/group-sign-in', undefined, { email: 'hr@acme.example.com', password: 'demo-group-pass' })
  ).json().data as { agent_id: number; group_id: number; portal_id: number; token: string };
  group = signedIn.token;
  const scope = {
    kind: 'group',
    agent_id: signedIn.agent_id,
    group_id: signedIn.group_id,
    portal_id: signedIn.portal_id,
  } as const;
  enrollmentId = await completableEnrollment(app, group, [101], {
    eprocess: 'group',
    agentId: scope.agent_id,
    groupId: scope.group_id,
    portalId: scope.portal_id,
    storefront: storefrontKeyOf(scope),
    tier: 'IS',
  });
  const api = wizardClient(app, group);
  const answered = await api.post('/save-employer-info', {
    enrollment_id: enrollmentId,
    ...EMPLOYER,
    tobacco: 'yes',
    shirt_size: 'M',
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const page = await api.post('/save-custom-step', {
    enrollment_id: enrollmentId,
    tab: PAGE,
    prior_end: '12/31/2030',
    prior_carrier: 'Acme Mutual',
    member_number: 'PM-55501234',
  });
  expect(page.statusCode, page.body).toBe(200);
  const spouse = await api.post('/save-dependent-info', {
    enrollment_id: enrollmentId,
    dependents: [
      {
        primary_info: {
          first_name: 'Luis',
          last_name: 'Diaz',
          birthdate: '07/14/1988',
          ssn: '401-22-3333',
          relationship: 'spouse',
          gender: '0',
        },
      },
    ],
  });
  expect(spouse.statusCode, spouse.body).toBe(200);
  const done = await api.post('/save-review-info', { enrollment_id: enrollmentId, first_enroll: 1 });
  expect(done.statusCode, done.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dropDir, { recursive: true, force: true });
});

describe("answers in the carrier's 834 (loop 2700)", () => {
  it("the subscriber's loop carries the carrier's own fields' answers after the coverage; the spouse's none", async () => {
    const entry: DeliveryLogEntry = await settledRun(app, TEST_ADMIN_TOKEN, { carrier_id: BSD, mode: 'change' });
    expect(entry.status).toBe('delivered');
    const sealed = readFileSync(path.join(dropDir, 'BSD', `${entry.file_name}.sealed`));
    const file = openSealedFile(sealed, app.config.encryptionKey).toString('utf8');
    expect(check834(file).problems).toEqual([]);
    // The book's other members (the demo's) answered nothing: no loop 2700 in theirs.
    const loops = loopsOf(file);
    const ours = loops.filter((l) => l.some((s) => s[0] === 'NM1' && s[3] === 'DIAZ'));
    expect(loops.filter((l) => !ours.includes(l) && l.some((s) => s[0] === 'LS'))).toEqual([]);
    const [subscriber, spouse, ...others] = ours;
    expect(others).toEqual([]);
    expect(subscriber?.[0]?.slice(0, 3)).toEqual(['INS', 'Y', '18']);
    const afterCoverage = subscriber!.slice(subscriber!.findIndex((s) => s[0] === 'HD'));
    expect(afterCoverage).toEqual([
      ['HD', '021', '', 'DEN', 'BSD101', 'ESP'],
      ['DTP', '348', 'D8', '20310101'],
      ['LS', '2700'],
      // The version's order (its rules by tab, then sort): the page's field, then employer_info's.
      ['LX', '1'],
      ['N1', '75', 'PRIOR COVERAGE END'],
      ['REF', '17', '20301231'],
      ['DTP', '007', 'D8', '20301231'],
      ['LX', '2'],
      ['N1', '75', 'TOBACCO USE'],
      ['REF', '17', 'Y'],
      ['LE', '2700'],
    ]);
    // Another carrier's question, a census answer and an answer sent nowhere are not in the file.
    expect(file).not.toContain('FRAME STYLE');
    expect(file).not.toContain('ACME MUTUAL');
    expect(file).not.toContain('PM-55501234');
    expect(spouse?.[0]?.slice(0, 3)).toEqual(['INS', 'N', '01']);
    expect(spouse?.some((s) => s[0] === 'LS' || s[0] === 'N1')).toBe(false);
  });
});

describe('answers in the census', () => {
  it("adds the census fields' columns after the census's own, filled on the subscriber's rows only", async () => {
    const { file } = await exportCensus(app, group);
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual([...CENSUS_COLUMNS, 'Prior carrier', 'Shirt size']);
    const ours = rows.filter((r) => r[3] === 'Diaz');
    expect(ours.map((r) => [r[2], r.at(-2), r.at(-1)])).toEqual([
      ['Subscriber', 'Acme Mutual', 'Medium'],
      ['Spouse', '', ''],
    ]);
    expect(file.body).not.toContain('PM-55501234');
    expect(file.body).not.toContain('Tobacco');
  });
});

describe('answers on the receipt', () => {
  it('lists each answer with its page and label, a sensitive one masked', async () => {
    const res = await wizardClient(app, group).get(`/get-receipt?enrollment_id=${enrollmentId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers).toEqual([
      { page: 'Employer Information', label: 'Do you use tobacco?', value: 'Yes' },
      { page: 'Employer Information', label: 'Shirt size', value: 'Medium' },
      { page: 'Prior coverage', label: 'Prior coverage ended', value: '12/31/2030' },
      { page: 'Prior coverage', label: 'Prior carrier', value: 'Acme Mutual' },
      { page: 'Prior coverage', label: 'Prior member number', value: '******1234' },
    ]);
    expect(res.body).not.toContain('PM-55501234');
  });
});

describe('a destination is refused, saying where', () => {
  const page = (extra: object, field = 'prior_carrier') =>
    PAGE_FIELDS.map((r) => (r.field_name === field ? { ...r, definition: { ...r.definition, ...extra } } : r));

  it('an unknown destination, a category or column that is missing or misplaced, a census column the census has', async () => {
    const cases: Array<[TestRule[], string[]]> = [
      [
        page({ destination: 'fax', column: undefined }),
        ['rules[1].definition.destination: Unknown destination; use 834, census, none'],
      ],
      [
        page({ destination: '834', column: 'Prior carrier' }),
        [
          'rules[1].definition.column: column is for the census destination only',
          "rules[1].definition.category: Name the 834 reporting category: up to 60 letters, digits, spaces and & ' ( ) . , / -",
        ],
      ],
      [page({ column: 'Plan' }), ['rules[1].definition.column: The census already has a column "Plan"']],
      [
        page({ sensitive: true }),
        ['rules[1].definition.destination: A sensitive answer never goes to the census (the employer reads it)'],
      ],
      [
        page({ category: 'TOBACCO*USE' }, 'prior_end'),
        [
          "rules[0].definition.category: Name the 834 reporting category: up to 60 letters, digits, spaces and & ' ( ) . , / -",
        ],
      ],
    ];
    for (const [rules, expected] of cases) {
      const res = await put(rules);
      expect(res.statusCode, res.body).toBe(400);
      expect(messages(res)).toEqual(expected);
    }
  });

  it('publish refuses a census column two fields name and an 834 answer of no carrier', async () => {
    const twice = page({ column: 'shirt SIZE' });
    expect((await put(twice)).statusCode).toBe(200);
    let res = await publish();
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      // The second of the version's order is refused.
      `employer_info.shirt_size.column: The census column "Shirt size" is already used by ${PAGE}.prior_carrier`,
    ]);
    const unscoped = PAGE_FIELDS.map((r) =>
      r.field_name === 'prior_end' ? { ...r, scope: 'default' as const, scope_id: undefined } : r,
    );
    expect((await put(unscoped)).statusCode).toBe(200);
    res = await publish();
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `${PAGE}.prior_end.destination: The 834 carries a carrier's own fields: scope this field to a carrier or one of its plans`,
    ]);
    // The draft's good rules back; the live version never changed (a refused publish makes none).
    expect((await put(PAGE_FIELDS)).statusCode).toBe(200);
  });
});
