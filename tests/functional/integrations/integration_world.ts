import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import integrationDeliveryTick from '#core/integrations/jobs/integration_delivery_tick'
import { runConnectionDeliveries } from '#core/integrations/delivery/connection_runner'
import {
  startMailchimpSimulator,
  type MailchimpSimulator,
} from '#plugins/mailchimp/simulator/index'
import { pollUntil } from '#tests/helpers/poll'

export const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us21'
export const SECOND_KEY = 'fedcba9876543210fedcba9876543210-us21'
export const WRONG_KEY = 'deadbeefdeadbeefdeadbeefdeadbeef-us21'
export const AUDIENCE = { id: 'guests0001', name: 'Venue guests' }

/** One Mailchimp simulator per group, the plugin pointed at it; faults reset before each test. */
export function useMailchimp(group: Group) {
  const holder: { sim?: MailchimpSimulator } = {}
  group.setup(async () => {
    holder.sim = await startMailchimpSimulator({
      apiKeys: [MAILCHIMP_KEY, SECOND_KEY],
      audiences: [AUDIENCE, { id: 'news000001', name: 'Newsletter' }],
      account: 'Test Venue Marketing',
    })
    setIntegrationServiceUrl('mailchimp', holder.sim.url)
    return async () => {
      setIntegrationServiceUrl('mailchimp', null)
      await holder.sim?.stop()
    }
  })
  group.each.setup(async () => {
    holder.sim?.faults.reset()
    return () => integrationJobsSettled()
  })
  return () => holder.sim!
}

/** Delivery jobs started by the nudge after a commit have finished. */
export async function integrationJobsSettled() {
  await pollUntil(
    async () => {
      const row = await db
        .from('job_runs')
        .where('queue', 'integrations')
        .whereIn('status', ['pending', 'running'])
        .count('* as open')
        .first()
      return Number(row?.open ?? 0) === 0
    },
    { what: 'the integration jobs to finish' }
  )
}

/** Runs the delivery tick in this process and waits for any delivery a nudge started meanwhile. */
export async function deliverDue() {
  await integrationJobsSettled()
  await integrationDeliveryTick((connectionId) => runConnectionDeliveries(connectionId))
  await integrationJobsSettled()
}

/** Makes the connection's waiting deliveries due now, as when their backoff is over. */
export async function dueNow(connectionId: number) {
  await db
    .from('integration_deliveries')
    .where({ connection_id: connectionId, status: 'pending' })
    .update({ next_attempt_at: new Date(Date.now() - 1000) })
}

export const deliveriesOf = (connectionId: number) =>
  db.from('integration_deliveries').where('connection_id', connectionId).orderBy('id')
