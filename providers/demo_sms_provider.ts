import type { ApplicationService } from '@adonisjs/core/types'
import type { SmsSimulator } from '#core/auth/two_factor/sms/sms_simulator'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/**
 * Demo mode (the same switch as the demo network): without SMS_* credentials, two-factor codes by SMS go to a local
 * simulator of the Twilio Messages API on loopback (DEMO_SMS_PORT, default 18611; a taken port falls back to a free
 * one). The texts it received are listed at `GET http://127.0.0.1:<port>/__sim/messages` (README "Two-factor").
 */
export default class DemoSmsProvider {
  #simulator: SmsSimulator | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!demoServicesEnabled() || this.app.getEnvironment() !== 'web') return
    const { smsAvailable, useSmsAccount } = await import('#core/auth/two_factor/sms/sms_sender')
    if (smsAvailable()) return
    const { startSmsSimulator } = await import('#core/auth/two_factor/sms/sms_simulator')
    const logger = await this.app.container.make('logger')
    try {
      const { onFixedPort } = await import('#database/demo/demo_simulators')
      this.#simulator = await onFixedPort(18611, 'DEMO_SMS_PORT', (port) =>
        startSmsSimulator({ port })
      )
      const { url, accountSid, authToken } = this.#simulator
      useSmsAccount({ apiUrl: url, accountSid, authToken, from: 'Airdeck' })
      logger.info(`demo SMS: texts go to ${url}/__sim/messages`)
    } catch (error) {
      logger.error({ err: error }, 'demo SMS: simulator failed')
    }
  }

  async shutdown() {
    await this.#simulator?.stop()
  }
}
