import Migrate from '@adonisjs/lucid/commands/migration/run'
import env from '#start/env'
import { holdMigrationLock } from '#kernel/db/migration_lock'

/**
 * `node ace migration:run`, which every `npm start` runs: Lucid's command, except that on PostgreSQL concurrent runs
 * take turns on one advisory lock held on a dedicated connection (core/kernel/db/migration_lock.ts). The second
 * process waits, then finds nothing left to run and carries on, so processes started at the same moment all start.
 * The embedded database (PGlite) belongs to one process, so it needs no lock.
 */
export default class MigrationRun extends Migrate {
  static commandName = 'migration:run'
  static description = 'Migrate the database (concurrent runs wait for each other on PostgreSQL)'

  async run() {
    const url = env.get('DATABASE_URL')
    const db = await this.app.container.make('lucid.db')
    const otherConnection = this.connection && this.connection !== db.primaryConnectionName
    if (!url || this.dryRun || otherConnection) return super.run()

    const lock = await holdMigrationLock(url, () =>
      this.logger.info('migrations: another process is migrating; waiting for it to finish')
    )
    try {
      // Lucid's own lock (a pooled connection) is what failed under concurrency; ours replaces it.
      this.disableLocks = true
      await super.run()
    } finally {
      await lock.release()
    }
  }
}
