import { spawnSync } from 'node:child_process'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { seedDemoData } from '#database/demo/demo_data'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { webAppBuildIsStale } from '#scripts/lib/web_app_build'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  rowsWrittenInSql,
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
 *
 * The server's in-process jobs keep running meanwhile (sweeps, deliveries, syncs). So the tables are emptied and
 * filled in one transaction, which holds them locked until the demo data is whole (a job's insert in between would
 * collide with the restored ids), and a deadlock with a job's own locks is tried again.
 */
export async function seedDemoDatabase() {
  if (process.env.REDIS_URL) await clearRateLimits()
  const restoring = snapshot !== undefined && process.env.TEST_DEMO_SNAPSHOT !== 'off'
  await retriedOnLockConflict(() =>
    db.transaction(async (trx) => {
      await emptyTables(trx)
      if (restoring) await restoreDemoSnapshot(snapshot!, trx)
      else await seedDemoData(trx)
    })
  )
  if (restoring) return rowsWrittenInSql()
  if (!snapshot) {
    snapshot = await takeDemoSnapshot()
    onTestRunEnd(dropDemoSnapshot)
  }
}

export async function emptyDatabase() {
  await retriedOnLockConflict(() => db.transaction((trx) => emptyTables(trx)))
}

async function emptyTables(trx: TransactionClientContract) {
  const tables = await trx
    .from('pg_tables')
    .where('schemaname', 'public')
    .whereNot('tablename', 'like', 'adonis_schema%')
    .select('tablename')
  if (tables.length === 0) return
  const names = tables.map((row: { tablename: string }) => `"${row.tablename}"`).join(', ')
  await trx.rawQuery(`truncate ${names} restart identity cascade`)
}

/** Deadlock (40P01) or a lock not granted (55P03): PostgreSQL rolled the whole transaction back, so it can run again. */
async function retriedOnLockConflict(work: () => Promise<void>, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= attempts || (code !== '40P01' && code !== '55P03')) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
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
