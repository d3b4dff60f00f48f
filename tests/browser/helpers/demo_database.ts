import { spawnSync } from 'node:child_process'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { seedDemoData } from '#database/demo/demo_data'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { webAppBuildIsStale } from '#scripts/lib/web_app_build'
import {
  dropDemoSnapshot,
  restoreDemoSnapshot,
  takeDemoSnapshot,
  type DemoSnapshot,
} from '#tests/browser/helpers/demo_snapshot'
import { onTestRunEnd } from '#tests/helpers/test_run_end'

let snapshot: DemoSnapshot | undefined

/**
 * Browser journeys hit the server from another process (Chromium), in parallel, so they cannot run inside a
 * rolled-back transaction: each group starts from the demo data, written for real, and empties the tables
 * afterwards. The first group of the run seeds it; the others restore that seed's snapshot (TEST_DEMO_SNAPSHOT=off
 * seeds every time).
 */
export async function seedDemoDatabase() {
  await emptyDatabase()
  if (process.env.REDIS_URL) await clearRateLimits()
  if (snapshot && process.env.TEST_DEMO_SNAPSHOT !== 'off') return restoreDemoSnapshot(snapshot)
  await db.transaction((trx) => seedDemoData(trx))
  if (!snapshot) {
    snapshot = await takeDemoSnapshot()
    onTestRunEnd(dropDemoSnapshot)
  }
}

export async function emptyDatabase() {
  const tables = await db
    .from('pg_tables')
    .where('schemaname', 'public')
    .whereNot('tablename', 'like', 'adonis_schema%')
    .select('tablename')
  if (tables.length === 0) return
  const names = tables.map((row: { tablename: string }) => `"${row.tablename}"`).join(', ')
  await db.rawQuery(`truncate ${names} restart identity cascade`)
}

/** The journeys need the built web app in public/; builds it when missing. */
export function ensureWebAppBuilt() {
  if (!webAppBuildIsStale(app.appRoot.pathname)) return
  const result = spawnSync('npm', ['run', 'build', '-w', '@airdeck/ui'], {
    cwd: app.appRoot.pathname,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('Building the web app failed')
}
