import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ApplicationService } from '@adonisjs/core/types'
import type { PGlite } from '@electric-sql/pglite'
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/**
 * Embedded mode: when DATABASE_URL is unset, run PGlite (PostgreSQL compiled
 * to WASM) in this process, serve it on a free loopback port with
 * pglite-socket and point Lucid's `pg` connection at it. The same migrations
 * and queries then run as on a real PostgreSQL server.
 *
 * PGlite is one session underneath: a query issued outside an open
 * transaction waits for that transaction. Always pass `trx` along.
 *
 * Only one process may open the data folder; a lock file says which.
 */
export default class EmbeddedDatabaseProvider {
  #db?: PGlite
  #server?: PGLiteSocketServer
  #lockFile?: string

  constructor(protected app: ApplicationService) {}

  get #enabled() {
    return !process.env.DATABASE_URL
  }

  async boot() {
    if (!this.#enabled) return

    const storage = process.env.STORAGE_PATH ?? this.app.makePath('storage')
    const dataDir = join(storage, 'pglite')
    mkdirSync(storage, { recursive: true })
    this.#takeLock(join(storage, 'pglite.lock'))

    const { PGlite } = await import('@electric-sql/pglite')
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
    this.#db = await PGlite.create({ dataDir })
    this.#server = new PGLiteSocketServer({
      db: this.#db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: 20,
    })
    await this.#server.start()

    const [, port] = this.#server.getServerConn().split(':')
    this.app.config.set('database.connections.postgres.connection', {
      host: '127.0.0.1',
      port: Number(port),
      user: 'postgres',
      database: 'postgres',
    })
    // One connection: PGlite is a single session, and the socket server interleaves the protocol messages of
    // concurrent connections, so a query could run with another one's parameters (it deleted live sessions).
    this.app.config.set('database.connections.postgres.pool', { min: 0, max: 1 })
  }

  async shutdown() {
    await this.#server?.stop()
    await this.#db?.close()
    if (this.#lockFile) rmSync(this.#lockFile, { force: true })
  }

  #takeLock(lockFile: string) {
    if (existsSync(lockFile)) {
      const pid = Number(readFileSync(lockFile, 'utf8'))
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${lockFile.replace(/pglite\.lock$/, '')} is in use by process ${pid}. ` +
            'Stop it first, or set DATABASE_URL to use PostgreSQL.'
        )
      }
    }
    writeFileSync(lockFile, String(process.pid))
    this.#lockFile = lockFile
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
