import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/**
 * One connection, always PostgreSQL dialect. Without DATABASE_URL the
 * embedded database provider starts PGlite on a loopback port and points
 * this connection at it before Lucid connects.
 */
const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: true,
  connections: {
    postgres: {
      client: 'pg',
      connection: env.get('DATABASE_URL')
        ? { connectionString: env.get('DATABASE_URL') }
        : { host: '127.0.0.1', port: 0, user: 'postgres', database: 'postgres' },
      pool: { min: 0, max: env.get('DATABASE_POOL_MAX', 10) },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: { paths: ['database/seeders'] },
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig
