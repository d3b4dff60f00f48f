import type { ApplicationService } from '@adonisjs/core/types'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'

/**
 * Demo mode (embedded `npm start`, or DEMO_NETWORK=true): starts the UniFi simulator in this process on a fixed
 * loopback port (DEMO_UNIFI_PORT, default 18443) so the seeded controller's URL stays valid across restarts; when the
 * port is taken another is used and the seeded demo controller's URL follows it (found by its system flag, never by
 * name). Then the first sync is dispatched at once;
 * the periodic tick keeps the demo venues live after that.
 */
export default class DemoNetworkProvider {
  #simulator?: UnifiSimulator
  #starting?: Promise<void>
  #stopping = false

  constructor(protected app: ApplicationService) {}

  get #enabled() {
    const flag = process.env.DEMO_NETWORK
    if (flag === 'false') return false
    return flag === 'true' || (!process.env.DATABASE_URL && process.env.DEMO_SEED !== 'false')
  }

  async ready() {
    if (!this.#enabled || this.app.getEnvironment() !== 'web') return
    const logger = await this.app.container.make('logger')
    this.#starting = this.#start().catch((error) => {
      logger.error({ err: error }, 'demo network: the UniFi simulator did not start')
    })
    await this.#starting
  }

  async #start() {
    const { startUnifiSimulator } = await import('#plugins/unifi/simulator/index')
    const { DEMO_UNIFI, pointDemoController } = await import('#database/demo/demo_network')
    const options = { flavour: 'unifi-os' as const, tls: true, host: '127.0.0.1', username: DEMO_UNIFI.username, password: DEMO_UNIFI.password, sites: DEMO_UNIFI.sites, randomSeed: 7, rebootSeconds: 20 }
    const port = Number(process.env.DEMO_UNIFI_PORT ?? DEMO_UNIFI.defaultPort)
    try {
      this.#simulator = await startUnifiSimulator({ ...options, port })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      this.#simulator = await startUnifiSimulator({ ...options, port: 0 })
    }
    // A SIGTERM during start-up (certificate generation takes a while) must not leave a listening simulator behind.
    if (this.#stopping) return
    // One AP of the demo bar is broken, so the demo shows a venue in warning.
    const brokenAp = this.#simulator.state.devices('demo-bar').find((device) => device.type === 'uap')
    if (brokenAp) this.#simulator.faults.setDeviceOnline('demo-bar', brokenAp.mac, false)

    const { default: db } = await import('@adonisjs/lucid/services/db')
    const controller = await db.transaction((trx) => pointDemoController(trx, this.#simulator!.url))
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
    await this.#simulator?.stop()
  }
}
