import { test } from '@japa/runner'
import { drainDelayMs } from '#kernel/runtime/draining'

test.group('Kernel / drain delay on SIGTERM', (group) => {
  group.each.setup(() => {
    const saved = { url: process.env.DATABASE_URL, drain: process.env.SHUTDOWN_DRAIN_MS }
    return () => {
      for (const [key, value] of [
        ['DATABASE_URL', saved.url],
        ['SHUTDOWN_DRAIN_MS', saved.drain],
      ] as const) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })

  test('behind a balancer (PostgreSQL) readiness reads draining for 6 s by default', ({
    assert,
  }) => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/airdeck'
    delete process.env.SHUTDOWN_DRAIN_MS
    assert.equal(drainDelayMs(), 6_000)
  })

  test('the embedded default has nobody to tell and stops at once', ({ assert }) => {
    delete process.env.DATABASE_URL
    delete process.env.SHUTDOWN_DRAIN_MS
    assert.equal(drainDelayMs(), 0)
  })

  test('SHUTDOWN_DRAIN_MS wins in both', ({ assert }) => {
    process.env.SHUTDOWN_DRAIN_MS = '1500'
    delete process.env.DATABASE_URL
    assert.equal(drainDelayMs(), 1_500)
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/airdeck'
    process.env.SHUTDOWN_DRAIN_MS = '0'
    assert.equal(drainDelayMs(), 0)
  })
})
