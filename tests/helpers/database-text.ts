import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Every row of every table as text: what a database dump would hold. */
export async function databaseText(app: FastifyInstance): Promise<string> {
  const tables = (await app.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: Array<{ table_name: string }> };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await app.db.execute(sql.raw(`select t::text as row from "${table_name}" t`))) as unknown as { rows: Array<{ row: string }> };
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}
