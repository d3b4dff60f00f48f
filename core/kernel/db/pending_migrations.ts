import type { Database } from '@adonisjs/lucid/database'
import { sourceFiles } from '@adonisjs/lucid/utils'
import { isStoreUnavailable } from '#kernel/exceptions/store_unavailable'

/**
 * The migration files the database has not run yet. Read only: Lucid's own listing creates its table first, which
 * would race a migration run starting beside it.
 */
export async function pendingMigrations(db: Database, appRoot: URL): Promise<string[]> {
  const { config } = db.getRawConnection(db.primaryConnectionName)!
  const table = config.migrations?.tableName ?? 'adonis_schema'
  const paths = config.migrations?.paths ?? ['./database/migrations']
  const sources = await Promise.all(
    paths.map((path) => sourceFiles(appRoot, path, config.migrations?.naturalSort ?? false))
  )
  const files = sources.flatMap((source) => source.files.map((file) => file.name))
  const migrated = (await db.connection().schema.hasTable(table))
    ? new Set((await db.from(table).select('name')).map((row: { name: string }) => row.name))
    : new Set<string>()
  return files.filter((name) => !migrated.has(name))
}

/**
 * Waits while the database has migrations to run, until another process (`npm start`, `node ace migration:run
 * --force`) has run them, so that a worker started with the web processes of a deploy never runs jobs on a schema
 * that is not there yet. A database that cannot be reached yet (PostgreSQL still starting, as in a deploy that
 * starts everything at once) is waited for during `unreachableForMs`; one that answers with an error of another kind
 * (it does not exist, no rights) is not waited for: the worker starts as before and its jobs retry. While waiting it
 * reminds every `remindEveryMs`. False when `stopped()` turned true meanwhile.
 */
export async function waitForMigrations(
  db: Database,
  appRoot: URL,
  options: {
    onWait: (pending: number) => void
    onError: (error: unknown) => void
    stopped: () => boolean
    intervalMs?: number
    unreachableForMs?: number
    remindEveryMs?: number
    readPending?: () => Promise<string[]>
  }
): Promise<boolean> {
  const read = options.readPending ?? (() => pendingMigrations(db, appRoot))
  const started = Date.now()
  let remindedAt = 0
  while (!options.stopped()) {
    try {
      const pending = await read()
      if (pending.length === 0) return true
      if (Date.now() - remindedAt >= (options.remindEveryMs ?? 60_000)) {
        options.onWait(pending.length)
        remindedAt = Date.now()
      }
    } catch (error) {
      if (options.stopped()) break
      const waitedMs = Date.now() - started
      if (!isStoreUnavailable(error) || waitedMs >= (options.unreachableForMs ?? 120_000)) {
        options.onError(error)
        return true
      }
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 1_000))
  }
  return false
}
