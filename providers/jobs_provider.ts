import type { ApplicationService } from '@adonisjs/core/types'
import type { JobsConfig } from '#kernel/jobs/define_config'
import type { JobSystem } from '#kernel/jobs/job_system'
import type { BullMQDriver } from '#kernel/jobs/drivers/bullmq_driver'
import { JobRegistry } from '#kernel/jobs/job_registry'

/**
 * The job system (architecture §6), bound as `jobs` in the container and
 * created on first use, so commands such as `migration:run` never touch
 * Redis.
 *
 * Workers and the sweep start on `ready` in web and test processes (one
 * process does everything in embedded mode, and queued mail reaches the test
 * mail catcher) unless JOBS_RUN_WORKER=false; in production, run them in
 * dedicated `node ace jobs:work` processes instead. Other commands never
 * start them. Shutdown stops them and waits for running jobs.
 *
 * Under `node ace test` BullMQ keys get a prefix of their own, deleted at
 * shutdown, so parallel test runs sharing a Redis do not steal each other's
 * triggers.
 */
export default class JobsProvider {
  #jobs?: JobSystem
  #registry?: JobRegistry
  #testPrefix?: string

  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton('jobs', async () => {
      this.#jobs = await this.#create()
      return this.#jobs
    })
  }

  async ready() {
    const config = this.app.config.get<JobsConfig>('jobs')
    const environment = this.app.getEnvironment()
    if (environment !== 'web' && environment !== 'test') return
    const logger = await this.app.container.make('logger')
    if (!config.runWorkerInWeb) {
      if (config.driver === 'in-process')
        logger.warn('jobs: in-process driver and JOBS_RUN_WORKER=false: no job runs here')
      return
    }

    // Not awaited: an unreachable Redis must not hold up the HTTP server.
    const jobs = await this.app.container.make('jobs')
    jobs.start().catch((error) => logger.error({ err: error }, 'jobs: workers did not start'))
  }

  async shutdown() {
    if (!this.#jobs) return
    await this.#jobs.stop()
    const logger = await this.app.container.make('logger')
    logger.info({ driver: this.#jobs.driver.name }, 'jobs: workers stopped')
    if (this.#testPrefix) {
      const { settledWithin } = await import('#kernel/jobs/settled_within')
      await settledWithin(
        (this.#jobs.driver as BullMQDriver).purge(await this.#registry!.queues()),
        5_000
      )
      await this.#jobs.driver.close()
    }
  }

  async #create() {
    const config = this.app.config.get<JobsConfig>('jobs')
    const { JobSystem } = await import('#kernel/jobs/job_system')
    const queuesOnly = this.app.getEnvironment() === 'web' && !config.runWorkerInWeb
    this.#registry = new JobRegistry(config.jobs, { verifyDispatches: !queuesOnly })
    return new JobSystem({
      driver: await this.#driver(config),
      registry: this.#registry,
      concurrency: config.concurrency,
      // Under test, a sweep re-triggers the test's own runs inside its global transaction, where a job's savepoint
      // rolled back can take the test's rows with it (the connection is shared): a test sweeps when it means to.
      sweepIntervalMs: this.app.inTest ? TEST_SWEEP_INTERVAL_MS : config.sweepIntervalMs,
      // Tests drive syncs themselves; a tick would race them.
      periodic: this.app.inTest
        ? []
        : (config.periodic ?? []).map((periodic) => ({
            name: periodic.name,
            everyMs: periodic.everyMs,
            run: async () => (await periodic.task()).default(),
          })),
      // Under test the tables are migrated after the app starts.
      sweepOnStart: !this.app.inTest,
    })
  }

  async #driver(config: JobsConfig) {
    if (config.driver === 'in-process') {
      const { InProcessDriver } = await import('#kernel/jobs/drivers/in_process_driver')
      return new InProcessDriver()
    }
    const { BullMQDriver } = await import('#kernel/jobs/drivers/bullmq_driver')
    if (this.app.inTest) this.#testPrefix = `${config.prefix}:test-${process.pid}-${Date.now()}`
    return new BullMQDriver({
      redisUrl: config.redisUrl!,
      prefix: this.#testPrefix ?? config.prefix,
    })
  }
}

const TEST_SWEEP_INTERVAL_MS = 10 * 60_000

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    jobs: JobSystem
  }
}
