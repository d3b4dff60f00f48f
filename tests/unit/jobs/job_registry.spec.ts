import { test } from '@japa/runner'
import { backoffDelay, Job } from '#kernel/jobs/job'
import { JobRegistry } from '#kernel/jobs/job_registry'

class MailJob extends Job<{}> {
  static jobName = 'unit.mail'
  static queue = 'mail'
  static timeoutMs = 5_000
  async handle() {}
}

class SlowMailJob extends Job<{}> {
  static jobName = 'unit.slow_mail'
  static queue = 'mail'
  static timeoutMs = 90_000
  async handle() {}
}

class ExportJob extends Job<{}> {
  static jobName = 'unit.export'
  static queue = 'exports'
  async handle() {}
}

const lazy = (JobClass: unknown) => async () => ({ default: JobClass as typeof MailJob })

test.group('Job registry', () => {
  test('finds job classes by name and lists their queues', async ({ assert }) => {
    const registry = new JobRegistry([lazy(MailJob), lazy(SlowMailJob), lazy(ExportJob)])
    assert.strictEqual(await registry.find('unit.export'), ExportJob)
    assert.isUndefined(await registry.find('unit.unknown'))
    assert.deepEqual(await registry.queues(), ['exports', 'mail'])
    assert.equal(await registry.longestTimeoutMs('mail'), 90_000)
  })

  test('refuses to dispatch a job that is not registered', async ({ assert }) => {
    const registry = new JobRegistry([lazy(MailJob)])
    await registry.assertRegistered(MailJob)
    await assert.rejects(() => registry.assertRegistered(ExportJob), /not registered/)
  })

  test('a process that only queues jobs dispatches without loading every job module', async ({
    assert,
  }) => {
    let loads = 0
    const counted = (JobClass: unknown) => async () => {
      loads++
      return { default: JobClass as typeof MailJob }
    }
    const queuing = new JobRegistry([counted(MailJob), counted(ExportJob)], {
      verifyDispatches: false,
    })
    await queuing.assertRegistered(ExportJob)
    assert.equal(loads, 0)
    const running = new JobRegistry([counted(MailJob)])
    await assert.rejects(() => running.assertRegistered(ExportJob), /not registered/)
    assert.equal(loads, 1)
  })

  test('refuses two jobs with the same name', async ({ assert }) => {
    class Twin extends MailJob {}
    const registry = new JobRegistry([lazy(MailJob), lazy(Twin)])
    await assert.rejects(() => registry.queues(), /Two job classes/)
  })
})

test.group('Job backoff', () => {
  test('fixed waits the same each time; exponential doubles', ({ assert }) => {
    assert.deepEqual(
      [1, 2, 3].map((n) => backoffDelay({ type: 'fixed', delayMs: 100 }, n)),
      [100, 100, 100]
    )
    assert.deepEqual(
      [1, 2, 3].map((n) => backoffDelay({ type: 'exponential', delayMs: 100 }, n)),
      [100, 200, 400]
    )
  })
})
