import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Documents an applicant uploaded to a carrier's upload field (issue 29, decision 0250): the bytes
 * and the file's name sealed (AES-GCM with the encryption key, services/field-crypto.ts), the type
 * read from the content, the size. The field's answer holds `{ id, name, size, type }` references;
 * the bytes go back only to a session that proves the enrollment, and to staff.
 */
export const enrollmentDocuments = pgTable(
  'enrollment_documents',
  {
    /** 128 random bits as 32 hex characters: a capability, never a sequence. */
    id: text('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    fieldName: text('field_name').notNull(),
    /** The file's name as uploaded, sealed (a name can tell a diagnosis). */
    sealedName: text('sealed_name').notNull(),
    type: text('type', { enum: ['pdf', 'jpeg', 'png'] }).notNull(),
    size: integer('size').notNull(),
    sealed: bytea('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_documents_field_idx').on(t.enrollmentId, t.tab, t.fieldName)],
);
