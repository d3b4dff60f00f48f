import db from '@adonisjs/lucid/services/db'

/** The database's size and its ten largest tables (indexes and TOAST included); PostgreSQL and PGlite alike. */
export async function databaseCard() {
  const result = await db.rawQuery(
    `select pg_database_size(current_database())::bigint as database_bytes,
       coalesce((select json_agg(t order by t.bytes desc) from (
         select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes,
           greatest(c.reltuples, 0)::bigint as estimated_rows
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname = current_schema()
         order by pg_total_relation_size(c.oid) desc limit 10) t), '[]') as tables`
  )
  const row = result.rows[0]
  return {
    database_bytes: Number(row.database_bytes),
    largest_tables: (row.tables as Array<Record<string, unknown>>).map((table) => ({
      name: String(table.name),
      bytes: Number(table.bytes),
      estimated_rows: Number(table.estimated_rows),
    })),
  }
}
