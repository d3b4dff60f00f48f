import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import env from '#start/env'
import { startWorkerMetricsServer } from '#kernel/metrics/worker_metrics_server'
import { waitForMigrations } from '#kernel/db/pending_migrations'

/**
 * A dedicated worker process (`node ace jobs:work`, `npm run worker`): runs
 * the workers of every registered queue and the recovery sweep until
 * SIGTERM or SIGINT, then lets running jobs finish and exits. Web processes
 * can then set JOBS_RUN_WORKER=false. Its lines go through the app's logger
 * (JSON in production, like every other line), not the console UI. Started
 * beside web processes on a database they are still migrating, it waits for
 * the migrations before it takes work (and before its metrics port answers).
 */
export default class JobsWork extends BaseCommand {
  static commandName = 'jobs:work'
  static description = 'Run the job workers and the recovery sweep until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const logger = await this.app.container.make('logger')
    const migrated = await waitForMigrations(
      await this.app.container.make('lucid.db'),
      this.app.appRoot,
      {
        onWait: (pending) =>
          logger.info(
            { pending },
            'jobs: waiting for the database migrations (run by npm start or node ace migration:run --force)'
          ),
        onError: (error) =>
          logger.warn(
            { err: error },
            'jobs: could not read which migrations have run; starting without waiting for them'
          ),
        stopped: () => this.app.isTerminating || this.app.isTerminated,
      }
    )
    if (!migrated) return
    const jobs = await this.app.container.make('jobs')
    await jobs.start()
    const metricsPort = env.get('WORKER_METRICS_PORT')
    const metrics = metricsPort
      ? await startWorkerMetricsServer(metricsPort, env.get('WORKER_METRICS_HOST'))
      : null
    const driver = jobs.driver.name
    if (driver === 'in-process') {
      logger.warn(
        { driver },
        'jobs: in-process driver, so this worker only runs what its sweep finds in the database'
      )
    }
    logger.info({ driver }, 'jobs: workers running; stop with SIGTERM or Ctrl-C')

    // The demo's Stripe runs in the web process that started it: bill through it too (demo_service_endpoints).
    const { keepFollowingDemoStripe } = await import('#core/billing/stripe/demo_stripe_follower')
    const stopFollowing = keepFollowingDemoStripe((error) =>
      logger.warn({ err: error }, 'demo billing: could not read the recorded Stripe simulator')
    )

    // The in-process driver's timers do not hold the process open.
    const keepAlive = setInterval(() => {}, 60_000)
    this.app.terminating(() => {
      clearInterval(keepAlive)
      metrics?.close()
      stopFollowing()
      logger.info({ driver }, 'jobs: stopping after the running jobs finish')
    })
    // SIGTERM is already bound to app.terminate() by bin/console.ts.
    this.app.listenIf(!this.app.managedByPm2, 'SIGINT', () => void this.app.terminate())
  }
}
