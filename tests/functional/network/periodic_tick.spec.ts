import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import jobsConfig from '#config/jobs'
import { JobRegistry } from '#kernel/jobs/job_registry'
import { BullMQDriver } from '#kernel/jobs/drivers/bullmq_driver'
import { InProcessDriver } from '#kernel/jobs/drivers/in_process_driver'
import { pollUntil } from '#tests/helpers/poll'
import { Redis } from 'ioredis'

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

  test('BullMQ: every tick and queue of a process shares one connection; each worker adds one blocking', async ({
    assert,
  }) => {
    const prefix = `airdeck-spec:connections-${process.pid}-${Date.now()}`
    const driver = new BullMQDriver({ redisUrl: process.env.REDIS_URL!, prefix })
    const observer = new Redis(process.env.REDIS_URL!)
    const ticks = new Map<string, number>()
    const names = ['spec-a', 'spec-b', 'spec-c', 'spec-d']
    try {
      await driver.startWorkers(['spec-queue-1', 'spec-queue-2'], 5, async () => {})
      await driver.startSweep(60_000, async () => {})
      for (const name of names)
        await driver.startPeriodic(name, 200, async () => {
          ticks.set(name, (ticks.get(name) ?? 0) + 1)
        })
      await driver.trigger({ queue: 'spec-queue-1', runId: 1, key: 'spec-1', delayMs: 0 })
      await pollUntil(() => names.every((name) => (ticks.get(name) ?? 0) >= 2), {
        what: 'two ticks of every task',
        timeoutMs: 20_000,
      })
      const clients = String(await observer.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}:`))
      const blocking = clients.filter((line) => !line.includes(` name=${prefix}:shared `))
      // Two job queues and the periodic tasks (four ticks and the sweep): three workers, plus the shared one.
      assert.lengthOf(blocking, 3, clients.join('\n'))
      assert.lengthOf(clients, 4, clients.join('\n'))
    } finally {
      await driver.purge(['spec-queue-1', 'spec-queue-2'])
      await driver.close()
      observer.disconnect()
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

/** What docs/operations.md states under "Connections per process": the figures Redis is sized by. */
async function documentedConnections() {
  const page = await readFile(app.makePath('docs/operations.md'), 'utf8')
  const row = (label: string) => {
    const match = page.match(new RegExp(`^\\| ${label} \\| (\\d+)[^|]*\\| (\\d+) \\|`, 'm'))
    if (!match) throw new Error(`docs/operations.md has no row "${label}"`)
    return { total: Number(match[1]), blocking: Number(match[2]) }
  }
  return {
    worker: row('worker \\(`npm run worker`\\)'),
    webRunningJobs: row('web process running the jobs too \\(the default\\)'),
    jobQueues: Number(page.match(/per job queue \((\d+):/)?.[1]),
    perWorkerInSizing: Number(page.match(/about `(\d+) × workers/)?.[1]),
  }
}

/**
 * docs/operations.md sizes Redis by the connections of one process. They follow from the job registry: one blocking
 * connection per queue of a registered job, one for the sweep and every periodic tick, one shared for the rest (and a
 * web process's own for sessions and rate limits). A job on a new queue changes them; this says where to write it.
 */
test.group('Jobs / the Redis connections docs/operations.md states', () => {
  test('a worker: one blocking connection per queue of config/jobs.ts and one for the periodic tasks', async ({
    assert,
  }) => {
    const queues = await new JobRegistry(jobsConfig.jobs).queues()
    const blocking = queues.length + 1
    const doc = await documentedConnections()
    const where = `docs/operations.md, "Connections per process" (queues: ${queues.join(', ')})`
    assert.equal(doc.jobQueues, queues.length, `the number of job queues in ${where}`)
    assert.deepEqual(doc.worker, { total: blocking + 1, blocking }, `the worker row of ${where}`)
    assert.deepEqual(
      doc.webRunningJobs,
      { total: blocking + 2, blocking },
      `the row of a web process running the jobs, ${where}`
    )
    assert.equal(doc.perWorkerInSizing, blocking + 1, `the sizing formula under ${where}`)
  })

  test('BullMQ: a worker started with those queues holds exactly that many connections', async ({
    assert,
  }) => {
    const queues = await new JobRegistry(jobsConfig.jobs).queues()
    const prefix = `airdeck-spec:registry-${process.pid}-${Date.now()}`
    const driver = new BullMQDriver({ redisUrl: process.env.REDIS_URL!, prefix })
    const observer = new Redis(process.env.REDIS_URL!)
    const clients = async () =>
      String(await observer.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}:`))
    try {
      await driver.startWorkers(queues, 1, async () => {})
      await driver.startSweep(60_000, async () => {})
      for (const periodic of jobsConfig.periodic ?? [])
        await driver.startPeriodic(periodic.name, periodic.everyMs, async () => {})
      const expected = queues.length + 2
      // Workers open their blocking connections as they start; more than expected shows at once.
      const seen = await pollUntil(
        async () => {
          const list = await clients()
          return list.length >= expected && list
        },
        { what: `${expected} connections`, timeoutMs: 10_000 }
      ).catch(() => clients())
      const blocking = seen.filter((line) => !line.includes(` name=${prefix}:shared `))
      assert.lengthOf(blocking, queues.length + 1, seen.join('\n'))
      assert.lengthOf(seen, expected, seen.join('\n'))
    } finally {
      await driver.purge(queues)
      await driver.close()
      observer.disconnect()
    }
  }).timeout(30_000)
})
