import { answerText } from './answer-destinations';
import type { CarrierFieldDefinition } from './field-definition';
import { FILE_TYPE_NAMES, FILE_TYPES, sizeWords, type FileRef, type FileTypeName } from './field-types/file';
import { groupItemTitle, groupOf } from './field-types/group';
import { maskSensitiveText } from './masked-values';

/**
 * One carrier answer as a person reads it (issue 29, decisions 0270 and 0310), the one shape the
 * review, the receipt and the rep's view draw: `value` in words; a repeating group's items as one
 * line each (`Physician #1: Name: Dr. Lee; Last seen: 01/03/2026`); an upload's files by name,
 * size and type, never their content. Shared by the browser (the review) and the server (the
 * receipt's and the rep's answers), so every screen writes an answer the same way.
 */

export interface AnswerFile {
  id: string;
  name: string;
  size: number;
  type: FileTypeName;
}

export interface AnswerView {
  value: string;
  /** A repeating group: one line per item. */
  items?: string[];
  /** An upload: its files (references, never content). */
  files?: AnswerFile[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A reference with the shape the upload route answers (anything else in a saved list is left out). */
function asFile(value: unknown): AnswerFile | null {
  if (!isRecord(value)) return null;
  const { id, name, size, type } = value;
  if (typeof id !== 'string' || !/^[0-9a-f]{32}$/.test(id) || typeof name !== 'string') return null;
  if (typeof size !== 'number' || !FILE_TYPE_NAMES.includes(type as FileTypeName)) return null;
  return { id, name, size, type: type as FileTypeName } satisfies FileRef;
}

/** 'scan.pdf (PDF, 12 KB)': a file as a line of text names it. */
export function fileWords(file: AnswerFile): string {
  return `${file.name} (${FILE_TYPES[file.type].label}, ${sizeWords(file.size)})`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One item of a repeating group on one line: its title, then each answered field as `Label: value`. */
function itemLine(definition: CarrierFieldDefinition, item: Record<string, unknown>, index: number): string {
  const group = groupOf(definition);
  const parts = (group?.fields ?? []).flatMap((f) => {
    const def = f.definition as unknown as CarrierFieldDefinition;
    const shown = answerText(def, item[f.name]);
    return shown ? [`${typeof def.label === 'string' ? def.label : f.name}: ${shown}`] : [];
  });
  const title = groupItemTitle(group?.item_label ?? 'Item', index);
  return parts.length > 0 ? `${title}: ${parts.join('; ')}` : title;
}

/**
 * How an answer reads, or null for no answer (empty, a heading). A `masked` answer (a sensitive
 * field, an answer withheld from sessions) says only that there is one: `******` and at most the
 * last four characters of a text, nothing of a list's items or files.
 */
export function answerView(definition: CarrierFieldDefinition, value: unknown, masked = false): AnswerView | null {
  if (definition.widget === 'heading') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (masked || definition.sensitive === true) return { value: maskSensitiveText('') };
    if (definition.widget === 'file') {
      const files = value.flatMap((v) => asFile(v) ?? []);
      return files.length > 0 ? { value: files.map(fileWords).join(', '), files } : null;
    }
    if (definition.widget === 'group') {
      const items = value.flatMap((item, i) => (isRecord(item) ? [itemLine(definition, item, i)] : []));
      const label = groupOf(definition)?.item_label ?? 'item';
      return items.length > 0 ? { value: plural(items.length, label.toLowerCase()), items } : null;
    }
    return null;
  }
  const shown = answerText(masked ? { ...definition, sensitive: true } : definition, value);
  return shown ? { value: shown } : null;
}
