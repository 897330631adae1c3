/**
 * A carrier's document upload (`widget: 'file'`, issue 29): the field's answer is a list of
 * references to files the server stored sealed, `[{ id, name, size, type }]`; the definition carries
 * `schema: { type: 'array' }` and `file: { types: ['pdf', 'jpeg'], max_bytes: 5000000, max_files?: 3 }`.
 * A file's type is read from its first bytes (its magic number), never from its name or the browser's
 * Content-Type. Data only: imported by the engine, the server's upload route and the check.
 */

export const FILE_TYPES = {
  pdf: { label: 'PDF', mime: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  png: { label: 'PNG', mime: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
} as const;
export type FileTypeName = keyof typeof FILE_TYPES;
export const FILE_TYPE_NAMES = Object.keys(FILE_TYPES) as FileTypeName[];

export const FILE_LIMITS = {
  /** The largest file a field may allow (and its default). */
  maxBytes: 10 * 1024 * 1024,
  /** The most files a field may allow (and its default). */
  maxFiles: 10,
  defaultMaxFiles: 1,
  nameLength: 200,
} as const;

export interface FileRules {
  types: readonly FileTypeName[];
  maxBytes: number;
  maxFiles: number;
}

/** A stored file as the field's answer holds it. */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  type: FileTypeName;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A definition's upload rules, when they have the shape the check accepted (else null). */
export function fileRulesOf(definition: unknown): FileRules | null {
  if (!isRecord(definition) || !isRecord(definition.file)) return null;
  const f = definition.file;
  if (!Array.isArray(f.types)) return null;
  const types = f.types.filter((t): t is FileTypeName => FILE_TYPE_NAMES.includes(t as FileTypeName));
  const maxBytes = typeof f.max_bytes === 'number' ? f.max_bytes : FILE_LIMITS.maxBytes;
  const maxFiles = typeof f.max_files === 'number' ? f.max_files : FILE_LIMITS.defaultMaxFiles;
  return { types, maxBytes, maxFiles };
}

/** The type the bytes are (by their magic number), or null for any other content. */
export function sniffFileType(bytes: Uint8Array): FileTypeName | null {
  for (const name of FILE_TYPE_NAMES)
    if (FILE_TYPES[name].magic.some((m) => m.every((b, i) => bytes[i] === b))) return name;
  return null;
}

/** '5 MB', '300 KB': a size as a message names it. */
export function sizeWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`;
  return bytes >= 1000 ? `${Math.round(bytes / 1000)} KB` : `${bytes} bytes`;
}

const typeWords = (types: readonly FileTypeName[]) => {
  const labels = types.map((t) => FILE_TYPES[t].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
};

/** The refusals of an upload, in the words the page and the API show. */
export const fileMessages = {
  type: (name: string, types: readonly FileTypeName[]) =>
    `${name} is not a ${typeWords(types)} file (its contents were checked, not its name)`,
  size: (name: string, max: number) => `${name} is larger than ${sizeWords(max)}`,
  count: (label: string, max: number) => `${label}: upload no more than ${max} file${max === 1 ? '' : 's'}`,
  stale: 'Upload this file again',
} as const;

/** True for a reference the server answered for an upload (its id, name, size and a type the field allows). */
export function isFileRef(value: unknown, rules: FileRules): value is FileRef {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    /^[0-9a-f]{32}$/.test(value.id) &&
    typeof value.name === 'string' &&
    value.name.length <= FILE_LIMITS.nameLength &&
    typeof value.size === 'number' &&
    value.size <= rules.maxBytes &&
    rules.types.includes(value.type as FileTypeName)
  );
}
