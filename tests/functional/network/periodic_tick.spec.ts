import { test } from '@japa/runner'
import { BullMQDriver } from '#kernel/jobs/drivers/bullmq_driver'
import { InProcessDriver } from '#kernel/jobs/drivers/in_process_driver'

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
    try {
      for (const [index, driver] of drivers.entries())
        await driver.startPeriodic('spec-tick', 300, async () => void ticks.push(index))
      await sleep(2_000)
      // ~6 ticks in 2 s at 300 ms; both processes taking each tick would give ~12.
      assert.isAtLeast(ticks.length, 3)
      assert.isAtMost(ticks.length, 8)
    } finally {
      await drivers[0].purge([])
      for (const driver of drivers) await driver.close()
    }
  }).timeout(15_000)

  test('in-process: a tick is skipped while the previous one still runs', async ({ assert }) => {
    const driver = new InProcessDriver()
    let running = 0
    let overlapped = false
    let runs = 0
    await driver.startPeriodic('spec-tick', 50, async () => {
      running++
      overlapped ||= running > 1
      runs++
      await sleep(180)
      running--
    })
    await sleep(700)
    await driver.close()
    assert.isFalse(overlapped)
    assert.isAtLeast(runs, 2)
  })
})
