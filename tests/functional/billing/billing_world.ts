import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'
import { PERMISSION_KEYS } from '#core/access/permissions'

export const BELGIAN_CUSTOMER = {
  name: 'Brasserie Stripe',
  type: 1,
  country: 'BE',
  language: 'fr',
  vat: 'BE 0123.456.749',
  address: 'Kouter',
  number: '12',
  zipcode: '9000',
  city: 'Gent',
  email: 'hello@brasserie.test',
  invoice_email: 'billing@brasserie.test',
}

/** An admin, a customer with its full user, a read-only user and a user of another customer. */
export async function buildBillingWorld() {
  const tenant = await createTenant()
  await tenant.customer
    .merge({ paymentMethod: null, email: 'owner@tenant.test', language: 'nl' })
    .save()
  const other = await createTenant()
  const [admin, owner, reader, stranger] = [
    await createUser({ isAdmin: true }),
    await createUser(),
    await createUser(),
    await createUser(),
  ]
  await grant(owner, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
  await grant(
    reader,
    'customer',
    tenant.customer.id,
    PERMISSION_KEYS.filter((key) => key.endsWith('_read'))
  )
  await grant(stranger, 'customer', other.customer.id, [...PERMISSION_KEYS])
  return { ...tenant, other, users: { admin, owner, reader, stranger } }
}

/** Waits for the sync job to have written its outcome on the customer. */
export function synced(
  customerId: number,
  predicate: (customer: Customer) => boolean = () => true
) {
  return pollUntil(
    async () => {
      const customer = await Customer.find(customerId)
      return customer?.stripeSyncedAt && predicate(customer) ? customer : null
    },
    { what: 'the Stripe customer sync' }
  )
}

/**
 * Jobs still running would write after the test's transaction is gone. A run waiting out a retry backoff under load
 * may take longer than the usual 20 s; when even 45 s is not enough, the error names the runs still open.
 */
export async function billingJobsSettled() {
  const open = () =>
    db
      .from('job_runs')
      .whereIn('queue', ['billing', 'mail'])
      .whereIn('status', ['pending', 'running'])
  try {
    return await pollUntil(async () => !(await open().first()), {
      what: 'the billing jobs to finish',
      timeoutMs: 45_000,
    })
  } catch (error) {
    const runs = await open().select(
      'id',
      'job_name',
      'status',
      'attempts',
      'available_at',
      'last_error'
    )
    throw new Error(`${(error as Error).message}: ${JSON.stringify(runs)}`)
  }
}
