import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { waitForMigrations } from '#kernel/db/pending_migrations'

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
const missingDatabase = () =>
  Object.assign(new Error('database "airdeck_x" does not exist'), { code: '3D000' })

/** Answers the reads one after the other and records what the worker was told. */
function worker(reads: Array<string[] | Error>, options: { unreachableForMs?: number } = {}) {
  const told: string[] = []
  let index = 0
  const waited = waitForMigrations(db, new URL('file:///'), {
    onWait: (pending) => told.push(`waiting for ${pending}`),
    onError: () => told.push('started without waiting'),
    stopped: () => false,
    intervalMs: 1,
    remindEveryMs: 60_000,
    ...options,
    readPending: async () => {
      const answer = reads[Math.min(index++, reads.length - 1)]
      if (answer instanceof Error) throw answer
      return answer
    },
  })
  return { waited, told, reads: () => index }
}

test.group('Worker start / waiting for the migrations (issue 33)', () => {
  test('waits while migrations are pending, says so once, and starts when they have run', async ({
    assert,
  }) => {
    const run = worker([['a', 'b'], ['b'], []])
    assert.isTrue(await run.waited)
    assert.deepEqual(run.told, ['waiting for 2'])
    assert.equal(run.reads(), 3)
  })

  test('waits for a PostgreSQL that is not reachable yet (a deploy starting everything at once)', async ({
    assert,
  }) => {
    const run = worker([refused(), refused(), ['a'], []])
    assert.isTrue(await run.waited)
    assert.deepEqual(run.told, ['waiting for 1'])
  })

  test('starts without waiting when the database answers another error, or stays unreachable too long', async ({
    assert,
  }) => {
    const missing = worker([missingDatabase(), []])
    assert.isTrue(await missing.waited)
    assert.deepEqual(missing.told, ['started without waiting'])
    assert.equal(missing.reads(), 1)

    const away = worker([refused()], { unreachableForMs: 20 })
    assert.isTrue(await away.waited)
    assert.deepEqual(away.told, ['started without waiting'])
    assert.isAbove(away.reads(), 1)
  })
})
