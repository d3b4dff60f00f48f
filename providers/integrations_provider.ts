import type { ApplicationService } from '@adonisjs/core/types'
import type { RunningDemoIntegration } from '#database/demo/demo_integrations'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/**
 * Integrations (issue 13): subscribes their outbox to the guest events at start, in every process that may publish
 * them. In demo mode (the same switch as the demo network) it also runs the integration services' simulators
 * in-process on fixed loopback ports (DEMO_MAILCHIMP_PORT 18721…; a taken port falls back to a free one) and
 * points each plugin at its simulator, so the seeded demo connection delivers from the first start. Each simulator's
 * address is recorded in the database (core/kernel/runtime/demo_endpoints.ts) for the deployment's other processes.
 */
export default class IntegrationsProvider {
  #unsubscribe?: () => void
  #simulators: RunningDemoIntegration[] = []
  #stopRefreshing: Array<() => void> = []

  constructor(protected app: ApplicationService) {}

  async start() {
    const { subscribeIntegrationOutbox } =
      await import('#core/integrations/delivery/enqueue_deliveries')
    this.#unsubscribe = subscribeIntegrationOutbox()
  }

  async ready() {
    if (!demoServicesEnabled() || this.app.getEnvironment() !== 'web') return
    const logger = await this.app.container.make('logger')
    const { DEMO_INTEGRATION_SIMULATORS } = await import('#database/demo/demo_integrations')
    const { setIntegrationServiceUrl } = await import('#core/plugins/connect_integration')
    const { recordDemoEndpoint, keepDemoEndpointFresh, integrationService } =
      await import('#kernel/runtime/demo_endpoints')
    const refreshFailed = (error: unknown) =>
      logger.warn({ err: error }, 'demo integrations: refreshing a recorded address failed')
    await Promise.all(
      DEMO_INTEGRATION_SIMULATORS.map(async (start) => {
        try {
          const simulator = await start()
          this.#simulators.push(simulator)
          setIntegrationServiceUrl(simulator.pluginId, simulator.url)
          // Workers and the other web processes deliver the demo connections to this simulator too.
          const service = integrationService(simulator.pluginId)
          await recordDemoEndpoint(service, simulator.url)
          this.#stopRefreshing.push(keepDemoEndpointFresh(service, simulator.url, refreshFailed))
        } catch (error) {
          logger.error({ err: error }, `demo integrations: ${start.name} failed`)
        }
      })
    )
  }

  async shutdown() {
    this.#unsubscribe?.()
    for (const stop of this.#stopRefreshing) stop()
    const { forgetDemoEndpoint, integrationService } =
      await import('#kernel/runtime/demo_endpoints')
    await Promise.all(
      this.#simulators.map(async (simulator) => {
        await forgetDemoEndpoint(integrationService(simulator.pluginId), simulator.url).catch(
          () => {}
        )
        await simulator.stop()
      })
    )
  }
}
