import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { SigningAgreement, SigningMethod, SigningSummary } from '../../schemas/api/signing';
import type { ConsentRecordRow } from '../repositories/signing';
import { decryptField } from './field-crypto';
import { cjsNamespace } from './lazy-cjs';

/**
 * The signed summary as a PDF (docs/decisions/0090-remote-signing.md), built on the server with
 * pdf-lib's standard fonts from the sealed consent record: the summary the client read (plans and
 * costs, people with masked SSNs), the agreements with their exact texts and versions, the
 * signature, who signed when and from where, and the summary's SHA-256. The document's title,
 * subject and keywords (literal strings, outside any compressed stream) name the client and the
 * plans, so a reader can find them without parsing the pages.
 *
 * pdf-lib (about 0.1-0.25 s to load) is imported on the first PDF, not when the server starts.
 */

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const METHOD_LABELS: Record<SigningMethod, string> = { drawn: 'drawn signature', typed: 'typed name' };

/** Text the standard fonts (WinAnsi) can draw: typographic quotes and dashes as ASCII, anything else as '?'. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** A literal PDF string (pdf-lib writes PDFString's value as it is): backslashes and parentheses escaped. */
function literal(pdf: typeof PdfLib, text: string): PdfLib.PDFString {
  return pdf.PDFString.of(winAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`));
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Lines of `text` that fit `width` at `size`, words kept whole where they fit. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of winAnsi(text.replace(/\r\n?/g, '\n')).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly colors: { ink: RGB; muted: RGB },
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  text(text: string, opts: { size?: number; font?: PDFFont; muted?: boolean; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.font ?? this.regular;
    for (const line of wrap(text, font, size, PAGE[0] - 2 * MARGIN)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size,
        font,
        color: opts.muted ? this.colors.muted : this.colors.ink,
      });
    }
    this.y -= opts.gap ?? 2;
  }
  heading(text: string): void {
    this.y -= 8;
    this.text(text, { size: 13, font: this.bold, gap: 4 });
  }
  image(png: Awaited<ReturnType<PDFDocument['embedPng']>>): void {
    const width = Math.min(240, png.width);
    const height = (png.height / png.width) * width;
    this.room(height + 8);
    this.y -= height + 4;
    this.page.drawImage(png, { x: MARGIN, y: this.y, width, height });
    this.y -= 4;
  }
}

interface StoredAgreement extends SigningAgreement {
  accepted: boolean;
}

/** The PDF's bytes for a consent record (opened with the field-crypto key). */
export async function signedSummaryPdf(consent: ConsentRecordRow, key: Buffer): Promise<Uint8Array> {
  const summary = JSON.parse(decryptField(consent.summary, key)) as SigningSummary;
  const agreements = JSON.parse(decryptField(consent.agreements, key)) as StoredAgreement[];
  const signer = decryptField(consent.signerName, key);
  const signature = decryptField(consent.signature, key);
  const clientName = [summary.first_name, summary.last_name].filter(Boolean).join(' ');
  const planNames = summary.plans.map((p) => p.plan_name);

  const pdf = cjsNamespace(await import('pdf-lib'), 'PDFDocument');
  const { PDFDict, PDFName, StandardFonts } = pdf;
  const doc = await pdf.PDFDocument.create();
  doc.setTitle('Signed enrollment summary');
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Title'), literal(pdf, `Signed enrollment summary - ${clientName}`));
  info.set(PDFName.of('Subject'), literal(pdf, `Plans: ${planNames.join('; ')}`));
  info.set(PDFName.of('Keywords'), literal(pdf, [clientName, ...planNames].join('; ')));
  doc.setProducer('OpenEnroll');
  doc.setCreationDate(consent.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const colors = { ink: pdf.rgb(0.1, 0.1, 0.12), muted: pdf.rgb(0.35, 0.35, 0.4) };
  const w = new Writer(colors, doc, regular, bold);

  w.text('Signed enrollment summary', { size: 18, font: bold, gap: 6 });
  w.text(`Client: ${clientName}`, { size: 11 });
  w.text(`Enrolled by: ${summary.enroller_name}`, { size: 11 });
  w.text(`Effective date: ${summary.effective_date}`, { size: 11 });

  w.heading('Plans');
  for (const p of summary.plans)
    w.text(`${p.plan_name}${p.tier ? ` (${p.tier})` : ''}: ${dollars(p.monthly_cents)} per month`);
  w.text(`First month: ${dollars(summary.initial_month_cost_cents)}`, { font: bold });
  w.text(`Each month after: ${dollars(summary.recurring_month_cost_cents)}`, { font: bold });

  w.heading('Covered people');
  for (const person of summary.people)
    w.text(`${person.name} - ${person.relationship}${person.ssn_masked ? `, SSN ${person.ssn_masked}` : ''}`);

  w.heading('Agreements');
  for (const a of agreements) {
    w.text(`${a.accepted ? '[x]' : '[ ]'} ${a.title} (version ${a.version}${a.required ? ', required' : ''})`, {
      font: bold,
    });
    w.text(a.text, { size: 9, gap: 6 });
  }

  w.heading('Signature');
  if (consent.method === 'drawn') {
    const base64 = signature.replace(/^data:image\/png;base64,/, '');
    w.image(await doc.embedPng(Buffer.from(base64, 'base64')));
  } else {
    w.text(signature, { size: 16, font: await doc.embedFont(StandardFonts.HelveticaOblique) });
  }
  w.text(`Signed by ${signer} (${METHOD_LABELS[consent.method]})`);
  w.text(`Signed at ${consent.signedAt.toISOString()}`);
  w.text(`From address ${decryptField(consent.ipAddress, key)}`, { muted: true });
  w.text(`Browser ${decryptField(consent.userAgent, key)}`, { muted: true, size: 8 });
  w.text(`Agreement versions ${consent.agreementsVersion}`, { muted: true, size: 8 });
  w.text(`SHA-256 of the signed summary: ${consent.summarySha256}`, { muted: true, size: 8 });
  w.text(`Kept until ${consent.keepUntil.toISOString().slice(0, 10)}`, { muted: true, size: 8 });

  // Object streams off: the document information (title, subject, keywords) stays readable as is.
  return doc.save({ useObjectStreams: false });
}
