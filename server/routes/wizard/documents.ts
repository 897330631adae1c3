import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enrollmentIdProperty } from '../../../schemas/api/common';
import { FILE_LIMITS, fileMessages, fileRulesOf, sniffFileType } from '../../../schemas/field-types/file';
import { CUSTOM_TAB_PATTERN } from '../../../schemas/steps/tabs';
import { fieldError } from '../../plugins/envelope';
import { enrollmentOf } from '../../plugins/enrollment';
import { provesEnrollment } from '../../plugins/session';
import type { EnrollmentRow } from '../../repositories/enrollments';
import { documentCount, documentOf, documentsOf, insertDocument } from '../../repositories/documents';
import { decryptField, encryptField, sealBytes } from '../../services/field-crypto';
import { adminDocumentRoutes, sendDocument } from './admin-documents';
import { customDescriptors, customTabsOf } from './custom-steps';
import { wizardGuard } from './step-routes';

/**
 * A carrier's document uploads (issue 29, decision 0250): POST /upload-document stores one file of an
 * upload field of a carrier's page, its type read from its first bytes (PDF, JPEG, PNG; never its name
 * or Content-Type), at most the field's size, the bytes and the name sealed at rest; the answer is the
 * reference the field's answer then holds. GET /get-document answers the bytes, GET /get-documents the
 * list, only to a session that proves the enrollment (it started it, or proved its save-for-later
 * code): an id alone opens nothing. The save checks that each reference is one of the
 * enrollment's uploads to that field (ownDocumentErrors, document-refs.ts).
 */

const query = (extra: Record<string, unknown>, required: string[]) =>
  ({
    type: 'object',
    required: ['enrollment_id', ...required],
    properties: { enrollment_id: enrollmentIdProperty, ...extra },
    additionalProperties: false,
  }) as const;
const uploadQuery = query(
  { tab: { type: 'string', pattern: CUSTOM_TAB_PATTERN }, field: { type: 'string', maxLength: 100 } },
  ['tab', 'field'],
);
const documentQuery = query({ id: { type: 'string', pattern: '^[0-9a-f]{32}$' } }, ['id']);

/** The uploads the enrollment may keep per field (what it holds plus removed ones): a bound on storage. */
const UPLOADS_PER_FIELD = FILE_LIMITS.maxFiles * 3;

function proven(request: FastifyRequest): EnrollmentRow {
  const enrollment = enrollmentOf(request);
  if (!provesEnrollment(request, enrollment.id))
    throw fieldError(403, 'enrollment_id', 'Enter the code we e-mailed you to open your documents');
  return enrollment;
}

/** A file's name as kept: its last path segment, control characters out, at most 200 characters. */
function cleanName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, FILE_LIMITS.nameLength);
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  // Registered in this plugin's scope only; each upload's own limit is its field's (request.file below).
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: FILE_LIMITS.maxBytes },
    throwFileSizeLimit: false,
  });
  // The list and the files for staff and the carrier in scope.
  await app.register(adminDocumentRoutes);

  app.post(
    '/upload-document',
    { preHandler: wizardGuard, schema: { querystring: uploadQuery } },
    async (request: FastifyRequest<{ Querystring: { tab: string; field: string } }>, reply) => {
      // Storing a file reads nothing back: the enrollment's own session may, as it saves any step.
      const enrollment = enrollmentOf(request);
      const { tab, field } = request.query;
      const tabs = await customTabsOf(app, enrollment);
      if (!tabs.some((t) => t.tab_name === tab)) throw fieldError(400, 'tab', 'Unknown tab');
      const descriptor = (await customDescriptors(app, enrollment, tab)).find((d) => d.field_name === field);
      const rules = fileRulesOf(descriptor?.definition);
      if (!descriptor || !rules) throw fieldError(400, 'field', 'This page has no upload by that name');
      if (!request.isMultipart()) throw fieldError(400, field, 'Send the file as multipart/form-data');
      const part = await request.file({ limits: { fileSize: rules.maxBytes } });
      if (!part) throw fieldError(400, field, 'Choose a file');
      const name = cleanName(part.filename);
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw fieldError(400, field, fileMessages.size(name, rules.maxBytes));
      const type = sniffFileType(bytes);
      if (!type || !rules.types.includes(type)) throw fieldError(400, field, fileMessages.type(name, rules.types));
      if ((await documentCount(app.db, enrollment.id, tab, field)) >= UPLOADS_PER_FIELD)
        throw fieldError(400, field, fileMessages.count(field, rules.maxFiles));
      const id = randomBytes(16).toString('hex');
      const key = app.config.encryptionKey;
      await insertDocument(app.db, {
        id,
        enrollmentId: enrollment.id,
        tab,
        fieldName: field,
        sealedName: encryptField(name, key),
        type,
        size: bytes.length,
        sealed: sealBytes(bytes, key),
      });
      return reply.ok({ file: { id, name, size: bytes.length, type } });
    },
  );

  app.get(
    '/get-documents',
    { preHandler: wizardGuard, schema: { querystring: query({}, []) } },
    async (request, reply) => {
      const enrollment = proven(request);
      const key = app.config.encryptionKey;
      const rows = await documentsOf(app.db, enrollment.id);
      const files = rows.map((r) => ({
        id: r.id,
        tab: r.tab,
        field: r.fieldName,
        name: decryptField(r.sealedName, key),
        size: r.size,
        type: r.type,
      }));
      return reply.ok({ files });
    },
  );

  app.get(
    '/get-document',
    { preHandler: wizardGuard, schema: { querystring: documentQuery } },
    async (request: FastifyRequest<{ Querystring: { id: string } }>, reply) => {
      const enrollment = proven(request);
      const row = await documentOf(app.db, enrollment.id, request.query.id);
      if (!row) throw fieldError(404, 'id', 'No such document');
      return sendDocument(app, reply, row);
    },
  );
}
