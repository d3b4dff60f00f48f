import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import { installReadRetry, type KnexClient } from '#kernel/db/read_retry'
import { dbReadRetries } from '#kernel/metrics/metrics'

interface LucidConnection {
  client?: { client: KnexClient }
  readClient?: { client: KnexClient }
}

/**
 * Reads PostgreSQL cut are run once more on a new connection (core/kernel/db/read_retry.ts), on every connection
 * Lucid opens, now or later.
 */
export default class ReadRetryProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    // The embedded database (no DATABASE_URL) is in this process: nothing cuts its connection but its end.
    if (!env.get('DATABASE_URL')) return
    const install = (connection: LucidConnection) => {
      for (const knex of [connection.client, connection.readClient])
        if (knex) installReadRetry(knex.client, () => dbReadRetries.inc())
    }
    const emitter = await this.app.container.make('emitter')
    emitter.on('db:connection:connect', (connection) => install(connection as LucidConnection))
    const db = await this.app.container.make('lucid.db')
    for (const { connection } of db.manager.connections.values())
      if (connection) install(connection as unknown as LucidConnection)
  }
}
