import { randomUUID } from 'node:crypto'
import type {
  GuestForget,
  GuestSync,
  IntegrationCapability,
  IntegrationConnection,
  IntegrationInfo,
  IntegrationResult,
} from '#core/plugins/integration_contract'
import type { WebhookSender } from './client/webhook_sender.js'
import { forgetEvent, guestEvent, testEvent } from './mapping/events.js'

export const BAR_ORDERING_CAPABILITIES = [
  'syncGuest',
  'forgetGuest',
] as const satisfies readonly IntegrationCapability[]

/** Every guest event is one signed webhook to the ordering system; `webhook-id` is `msg_<delivery id>`. */
export class BarOrderingConnection implements IntegrationConnection {
  readonly capabilities = new Set<IntegrationCapability>(BAR_ORDERING_CAPABILITIES)

  constructor(private sender: WebhookSender) {}

  /** A signed `webhook.test` event: a receiver that checks signatures proves both the URL and the secret. */
  async testConnection(): Promise<IntegrationInfo> {
    await this.sender.send(`msg_test_${randomUUID()}`, testEvent(new Date()))
    return { account: null }
  }

  async syncGuest(sync: GuestSync): Promise<IntegrationResult> {
    const event = guestEvent(sync)
    const sent = await this.sender.send(`msg_${sync.deliveryId}`, event)
    return { message: `${event.type} delivered (${sent.status}, ${sent.durationMs} ms)` }
  }

  async forgetGuest(forget: GuestForget): Promise<IntegrationResult> {
    const sent = await this.sender.send(`msg_${forget.deliveryId}`, forgetEvent(forget))
    return { message: `guest.data_deleted delivered (${sent.status}, ${sent.durationMs} ms)` }
  }

  async close() {}
}
