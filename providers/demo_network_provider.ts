import type { ApplicationService } from '@adonisjs/core/types'
import type { RunningDemoSimulator } from '#database/demo/demo_simulators'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/**
 * Demo mode (embedded `npm start`, or DEMO_NETWORK=true): starts the four vendors' simulators in this process on
 * fixed loopback ports (DEMO_UNIFI_PORT 18443, DEMO_OMADA_PORT 18043, DEMO_PEPLINK_PORT 18445, DEMO_ZEROTIER_PORT
 * 18993) so the seeded controllers' URLs stay valid across restarts; when a port is taken another is used and that
 * vendor's seeded demo controller follows it (found by its system flag, never by name). Then each first sync is
 * dispatched at once; the periodic tick keeps the demo venues live after that. One vendor failing to start leaves
 * the others running.
 */
export default class DemoNetworkProvider {
  #simulators: RunningDemoSimulator[] = []
  #starting?: Promise<unknown>
  #stopping = false

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!demoServicesEnabled() || this.app.getEnvironment() !== 'web') return
    const logger = await this.app.container.make('logger')
    const { DEMO_SIMULATORS } = await import('#database/demo/demo_simulators')
    this.#starting = Promise.all(
      DEMO_SIMULATORS.map((start) =>
        this.#start(start).catch((error) =>
          logger.error({ err: error }, `demo network: ${start.name} failed`)
        )
      )
    )
    await this.#starting
  }

  async #start(start: () => Promise<RunningDemoSimulator>) {
    const simulator = await start()
    this.#simulators.push(simulator)
    // A SIGTERM during start-up (certificate generation takes a while) must not leave a listening simulator behind.
    if (this.#stopping) return

    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { pointDemoController } = await import('#database/demo/demo_network')
    const controller = await db.transaction((trx) =>
      pointDemoController(trx, simulator.url, simulator.vendor)
    )
    if (!controller) return
    // Version and the "open controller" address come from a tested login, which the seed never made.
    const { checkController } = await import('#core/controllers/actions/check_controller')
    const { default: Controller } = await import('#core/controllers/models/controller')
    await checkController(await Controller.findOrFail(controller.id))
    const { dispatch } = await import('#kernel/jobs/dispatch')
    const { default: SyncControllerJob } = await import('#core/network/jobs/sync_controller_job')
    await dispatch(SyncControllerJob, { controllerId: controller.id })
  }

  async shutdown() {
    this.#stopping = true
    await this.#starting
    await Promise.all(this.#simulators.map((simulator) => simulator.stop()))
  }
}
