import type { ApplicationService } from '@adonisjs/core/types'
import type { SimServer } from '#core/plugins/simulator_kit/sim_server'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/** The OAuth clients the demo's identity-provider simulators know (README "Social login"). */
export const DEMO_SOCIAL_CLIENTS = {
  accounts: { clientId: 'airdeck-demo', clientSecret: 'airdeck-demo-secret' },
  guests: { clientId: 'airdeck-demo-guests', clientSecret: 'airdeck-demo-guests-secret' },
}

const DEMO_PEOPLE = [
  { email: 'customer@airdeck.example', name: 'Chris Customer' },
  { email: 'admin@airdeck.example', name: 'Ada Admin' },
  { email: 'guest@gmail.example', name: 'Gina Guest' },
]

/**
 * Demo mode (the same switch as the demo network): a provider whose keys are not in the environment is played by a
 * local simulator on a fixed loopback port (DEMO_GOOGLE_OIDC_PORT 18601, DEMO_MICROSOFT_OIDC_PORT 18602,
 * DEMO_FACEBOOK_OAUTH_PORT 18603, DEMO_LINKEDIN_OAUTH_PORT 18604; a taken port falls back to a free one), so "Sign in
 * with Google/Microsoft/Facebook/LinkedIn" works without any account at those services.
 */
export default class DemoSocialLoginProvider {
  #simulators: SimServer[] = []

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!demoServicesEnabled() || this.app.getEnvironment() !== 'web') return
    const logger = await this.app.container.make('logger')
    const { startOidcSimulator } = await import('#core/auth/social/oidc_simulator/oidc_simulator')
    const { startOauthSimulator } =
      await import('#core/auth/social/oauth_simulator/oauth_simulator')
    const { onFixedPort } = await import('#database/demo/demo_simulators')
    const { accountClient, replaceProvider } = await import('#core/auth/social/social_providers')
    const clients = Object.values(DEMO_SOCIAL_CLIENTS)
    for (const [flavour, variable, port] of [
      ['google', 'DEMO_GOOGLE_OIDC_PORT', 18601],
      ['microsoft', 'DEMO_MICROSOFT_OIDC_PORT', 18602],
    ] as const) {
      if (accountClient(flavour)) continue
      const start = (at: number) =>
        startOidcSimulator({ flavour, clients, users: DEMO_PEOPLE, host: '127.0.0.1', port: at })
      try {
        const simulator = await onFixedPort(port, variable, start)
        this.#simulators.push(simulator)
        replaceProvider(flavour, { issuer: simulator.issuer, client: DEMO_SOCIAL_CLIENTS.accounts })
      } catch (error) {
        logger.error({ err: error }, `demo social login: ${flavour} simulator failed`)
      }
    }
    for (const [flavour, variable, port] of [
      ['facebook', 'DEMO_FACEBOOK_OAUTH_PORT', 18603],
      ['linkedin', 'DEMO_LINKEDIN_OAUTH_PORT', 18604],
    ] as const) {
      if (accountClient(flavour)) continue
      const start = (at: number) =>
        startOauthSimulator({ flavour, clients, users: DEMO_PEOPLE, host: '127.0.0.1', port: at })
      try {
        const simulator = await onFixedPort(port, variable, start)
        this.#simulators.push(simulator)
        replaceProvider(flavour, { issuer: simulator.base, client: DEMO_SOCIAL_CLIENTS.accounts })
      } catch (error) {
        logger.error({ err: error }, `demo social login: ${flavour} simulator failed`)
      }
    }
  }

  async shutdown() {
    await Promise.all(this.#simulators.map((simulator) => simulator.stop()))
  }
}
