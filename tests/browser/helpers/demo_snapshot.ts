import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { mapDataChanged } from '#core/locations/map/map_index'
import { invalidateAccess } from '#core/access/services/access_stamps'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'

/**
 * The demo data as the first group of the run seeded it, kept in a schema of its own, so later groups get the same
 * rows in a fraction of the seed's time (the seed hashes passwords, builds history and talks to Lucid models row by
 * row: seconds per group). Restoring shifts every timestamp by the time since the snapshot, so "the last hour" of
 * history and "seen a minute ago" read as they did right after seeding.
 */
const SCHEMA = 'demo_seed_snapshot'

interface TableCopy {
  name: string
  columns: string[]
  timeColumns: Set<string>
}

export interface DemoSnapshot {
  takenAt: number
  tables: TableCopy[]
  sequences: { name: string; value: number }[]
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Copies every non-empty table of the public schema (the seed just ran) into the snapshot schema. */
export async function takeDemoSnapshot(): Promise<DemoSnapshot> {
  const takenAt = Date.now()
  await db.rawQuery(`drop schema if exists ${SCHEMA} cascade`)
  await db.rawQuery(`create schema ${SCHEMA}`)
  const columns = await db.rawQuery(
    `select c.table_name, c.column_name, c.data_type
       from information_schema.columns c
       join pg_tables t on t.schemaname = c.table_schema and t.tablename = c.table_name
      where c.table_schema = 'public' and c.is_generated = 'NEVER' and c.table_name not like 'adonis_schema%'
      order by c.table_name, c.ordinal_position`
  )
  const byTable = new Map<string, TableCopy>()
  for (const row of columns.rows as {
    table_name: string
    column_name: string
    data_type: string
  }[]) {
    const table = byTable.get(row.table_name) ?? {
      name: row.table_name,
      columns: [],
      timeColumns: new Set<string>(),
    }
    table.columns.push(row.column_name)
    if (row.data_type.startsWith('timestamp')) table.timeColumns.add(row.column_name)
    byTable.set(row.table_name, table)
  }
  const tables: TableCopy[] = []
  for (const table of byTable.values()) {
    const filled = await db.rawQuery(
      `select exists (select 1 from public.${quoted(table.name)}) as filled`
    )
    if (!filled.rows[0].filled) continue
    await db.rawQuery(
      `create table ${SCHEMA}.${quoted(table.name)} as table public.${quoted(table.name)}`
    )
    tables.push(table)
  }
  const sequences = await db.rawQuery(
    `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' and last_value is not null`
  )
  return {
    takenAt,
    tables,
    sequences: sequences.rows.map((row: { name: string; value: string }) => ({
      name: row.name,
      value: Number(row.value),
    })),
  }
}

/**
 * Puts the snapshot's rows back into the public tables `trx` just emptied, timestamps moved to now, sequences after
 * them. Call rowsWrittenInSql() once it is committed.
 */
export async function restoreDemoSnapshot(snapshot: DemoSnapshot, trx: TransactionClientContract) {
  const shiftSeconds = (Date.now() - snapshot.takenAt) / 1000
  // The rows are already consistent: foreign keys and triggers need not check or redo them while they go back.
  await trx.rawQuery(`set local session_replication_role = replica`)
  for (const table of snapshot.tables) {
    const target = table.columns.map(quoted).join(', ')
    const source = table.columns
      .map((column) =>
        table.timeColumns.has(column)
          ? `${quoted(column)} + make_interval(secs => ${shiftSeconds})`
          : quoted(column)
      )
      .join(', ')
    await trx.rawQuery(
      `insert into public.${quoted(table.name)} (${target}) overriding system value select ${source} from ${SCHEMA}.${quoted(table.name)}`
    )
  }
  for (const sequence of snapshot.sequences) {
    await trx.rawQuery(`select setval(?, ?, true)`, [
      `public.${quoted(sequence.name)}`,
      sequence.value,
    ])
  }
}

/**
 * Rows written in SQL bypass the models' hooks: the server's cached map index, the self records and permissions it
 * cached for users (signed in by an earlier group or test), and its published portals would still be the old ones.
 * Call it after the snapshot is restored, and after a test writes users, customers or grants in SQL.
 */
export async function rowsWrittenInSql() {
  mapDataChanged()
  await invalidateAccess('everyone')
  await invalidatePortals()
}

export async function dropDemoSnapshot() {
  await db.rawQuery(`drop schema if exists ${SCHEMA} cascade`)
}
