import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Every row of every table as text: what a database dump would hold. */
export async function databaseText(app: FastifyInstance): Promise<string> {
  const tables = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await app.db.execute(sql.raw(`select t::text as row from "${table_name}" t`))) as unknown as {
      rows: Array<{ row: string }>;
    };
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/**
 * True when `value` stands in the dump as a value of its own (a JSON string or number, a column),
 * not as digits inside a timestamp ('05.987+00'), a longer number or a base64 ciphertext.
 */
export function holdsValue(dump: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s"',:(\\[{=])${escaped}($|[\\s"',)\\]}])`, 'm').test(dump);
}
