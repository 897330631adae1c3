import { inflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { SigningSummary } from '../../schemas/api/signing';
import type { ConsentRecordRow } from '../repositories/signing';
import { encryptField } from './field-crypto';
import { signedSummaryPdf } from './signed-summary-pdf';

const key = randomBytes(32);
const seal = (v: string) => encryptField(v, key);

const summary: SigningSummary = {
  first_name: 'Zoë',
  last_name: "O'Brien",
  plans: [
    { plan_name: 'Dental (PPO', tier: 'IO', monthly_cents: 2599 },
    { plan_name: 'Vision \\ Plus)', tier: 'IO', monthly_cents: 1000 },
  ],
  initial_month_cost_cents: 3599,
  recurring_month_cost_cents: 3599,
  effective_date: '01/01/2031',
  people: [{ name: "Zoë O'Brien", relationship: 'Primary', ssn_masked: '***-**-6789' }],
  agreements: [
    {
      id: '1',
      title: 'Authorization',
      text: 'I authorize “the carriers” – all of them.',
      version: 'v1',
      required: true,
    },
  ],
  enroller_name: 'Jordan Avery',
};

function consent(over: Partial<ConsentRecordRow> = {}): ConsentRecordRow {
  const signedAt = new Date('2031-01-02T10:00:00Z');
  return {
    id: 1,
    enrollmentId: 'e',
    signingRequestId: 1,
    policyId: 700001,
    signerName: seal("Zoë O'Brien"),
    signedAt,
    ipAddress: seal('127.0.0.1'),
    userAgent: seal('PhoneBrowser/1.0'),
    agreements: seal(JSON.stringify(summary.agreements.map((a) => ({ ...a, accepted: true })))),
    agreementsVersion: '1:v1',
    rulesVersion: 3,
    method: 'typed',
    signature: seal("Zoë O'Brien"),
    summary: seal(JSON.stringify(summary)),
    summarySha256: 'ab'.repeat(32),
    keepUntil: new Date('2041-01-02T10:00:00Z'),
    createdAt: signedAt,
    ...over,
  };
}

/** Every page's drawn text: the content streams inflated, the hex strings of Tj decoded. */
function drawnText(doc: PDFDocument): string {
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = doc.context.lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = inflateSync(Buffer.from(stream.getContents())).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

describe('signedSummaryPdf', () => {
  it('names the client and the plans in the document information, parentheses and backslashes kept', async () => {
    const doc = await PDFDocument.load(await signedSummaryPdf(consent(), key));
    expect(doc.getTitle()).toBe("Signed enrollment summary - Zoë O'Brien");
    expect(doc.getSubject()).toBe('Plans: Dental (PPO; Vision \\ Plus)');
    expect(doc.getKeywords()).toContain('Dental (PPO');
  });

  it('draws the summary, the agreement texts, the signer and the hash; typographic characters as ASCII', async () => {
    const text = drawnText(await PDFDocument.load(await signedSummaryPdf(consent(), key)));
    for (const part of [
      "Client: Zoë O'Brien",
      'Dental (PPO (IO): $25.99 per month',
      'First month: $35.99',
      'SSN ***-**-6789',
      'I authorize "the carriers" - all of them.',
      "Signed by Zoë O'Brien (typed name)",
      `SHA-256 of the signed summary: ${'ab'.repeat(32)}`,
    ])
      expect(text).toContain(part);
  });

  it('embeds a drawn signature', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const bytes = await signedSummaryPdf(consent({ method: 'drawn', signature: seal(png) }), key);
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
