import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

/**
 * Embedded mode (no DATABASE_URL) must work with zero configuration, so the
 * app key is created once and kept under storage/. Production must bring its
 * own APP_KEY: start/env.ts refuses to boot without it.
 */
export function prepareRuntimeEnvironment(appRoot: URL) {
  process.env.NODE_ENV ??= 'development'
  if (process.env.APP_KEY || process.env.DATABASE_URL || process.env.NODE_ENV === 'test') return

  const storage = process.env.STORAGE_PATH ?? join(fileURLToPath(appRoot), 'storage')
  const keyFile = join(storage, 'app_key')
  if (!existsSync(keyFile)) {
    mkdirSync(storage, { recursive: true })
    writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = readFileSync(keyFile, 'utf8').trim()
}
