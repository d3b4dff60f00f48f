import { test } from '@japa/runner'
import { BullMQDriver } from '#kernel/jobs/drivers/bullmq_driver'
import { InProcessDriver } from '#kernel/jobs/drivers/in_process_driver'
import { pollUntil } from '#tests/helpers/poll'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The controller sync tick rides on the drivers' periodic tasks: one execution per tick, however many processes. */
test.group('Jobs / periodic ticks', () => {
  test('BullMQ: two processes sharing a prefix run each tick once', async ({ assert }) => {
    const prefix = `airdeck-spec:tick-${process.pid}-${Date.now()}`
    const drivers = [
      new BullMQDriver({ redisUrl: process.env.REDIS_URL!, prefix }),
      new BullMQDriver({ redisUrl: process.env.REDIS_URL!, prefix }),
    ]
    const ticks: number[] = []
    const intervalMs = 300
    try {
      const started = Date.now()
      for (const [index, driver] of drivers.entries())
        await driver.startPeriodic('spec-tick', intervalMs, async () => void ticks.push(index))
      await pollUntil(() => ticks.length >= 8, { what: 'eight ticks', timeoutMs: 30_000 })
      const elapsed = Date.now() - started
      // Both processes taking each tick would give about twice the intervals that passed.
      assert.isAtMost(ticks.length, Math.floor(elapsed / intervalMs) + 2)
    } finally {
      await drivers[0].purge([])
      for (const driver of drivers) await driver.close()
    }
  }).timeout(40_000)

  test('BullMQ: a scheduler Redis lost (restarted without its data) is put back and ticks again', async () => {
    const prefix = `airdeck-spec:tick-lost-${process.pid}-${Date.now()}`
    const driver = new BullMQDriver({
      redisUrl: process.env.REDIS_URL!,
      prefix,
      scheduleCheckMs: 200,
    })
    const ticks: number[] = []
    try {
      await driver.startPeriodic('spec-tick', 200, async () => void ticks.push(Date.now()))
      await pollUntil(() => ticks.length >= 1, { what: 'a first tick' })
      // What an empty Redis looks like to the process: its scheduler (and the queued tick) are gone.
      await driver.purge([])
      const lostAt = Date.now()
      await pollUntil(() => ticks.some((at) => at > lostAt + 200), {
        what: 'a tick after the scheduler was lost',
        timeoutMs: 15_000,
      })
    } finally {
      await driver.purge([])
      await driver.close()
    }
  }).timeout(30_000)

  test('in-process: a tick is skipped while the previous one still runs', async ({ assert }) => {
    const driver = new InProcessDriver()
    let running = 0
    let overlapped = false
    let runs = 0
    await driver.startPeriodic('spec-tick', 50, async () => {
      running++
      overlapped ||= running > 1
      runs++
      // Work longer than the interval: the ticks that fall inside it must be skipped.
      await sleep(180)
      running--
    })
    await pollUntil(() => runs >= 3, { what: 'three runs of the tick' })
    await driver.close()
    assert.isFalse(overlapped)
  })
})
