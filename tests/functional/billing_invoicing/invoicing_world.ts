import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { createUser } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'

export const PERIOD = '2026-11'
let sequence = 0

async function product(name: string, monthlyLicenceCents: number) {
  const [row] = await db
    .table('products')
    .insert({
      name,
      type: 'licence',
      model: `${name}-${++sequence}`,
      vendor: 'other',
      monthly_licence_cents: monthlyLicenceCents,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
  return Number(row.id)
}

async function allocate(
  locationId: number,
  productId: number,
  quantity: number,
  status = 'allocated'
) {
  await db.table('hardware_allocations').insert({
    location_id: locationId,
    product_id: productId,
    quantity,
    status,
    allocated_at: new Date(),
  })
}

async function venue(customer: Customer, fields: Partial<Location>) {
  return Location.create({
    name: `Venue ${++sequence}`,
    customerId: customer.id,
    status: 'live',
    caas: true,
    plan: 1,
    connectionType: 'none',
    failover: false,
    ...fields,
  })
}

/**
 * Customer A: a live CaaS venue (plan 2, fiber, failover: 59 + 49 + 15 EUR) with 2 cloud licences (12.50 EUR each)
 * and a licence-free device, a standby venue billed by a subscription (only its licence here), an archived and a
 * not-installed venue (nothing). Customer B: one live plan-1 venue (29 EUR). A demo customer and one without a
 * Stripe customer are not billed.
 */
export async function buildInvoicingWorld() {
  const admin = await createUser({ isAdmin: true })
  const a = await Customer.create({
    name: 'Alpha Bars',
    paymentMethod: 1,
    email: 'alpha@bars.test',
  })
  const b = await Customer.create({ name: 'Beta Shops', paymentMethod: 1 })
  const demo = await Customer.create({ name: 'Demo Co', paymentMethod: 1, demoMode: true })
  const unlinked = await Customer.create({ name: 'No Stripe', paymentMethod: 1 })
  for (const customer of [a, b, demo]) await ensureStripeCustomer(customer)
  const licence = await product('Cloud licence', 1_250)
  const device = await product('Access point', 0)
  const a1 = await venue(a, { plan: 2, connectionType: 'fiber', failover: true })
  const a2 = await venue(a, {
    status: 'standby',
    subscriptionStatus: 'active',
    subscriptionId: 'sub_x',
  })
  const a3 = await venue(a, { status: 'archived' })
  const a4 = await venue(a, { status: 'to_deploy' })
  const b1 = await venue(b, {})
  await venue(demo, {})
  await venue(unlinked, {})
  await allocate(a1.id, licence, 2)
  await allocate(a1.id, device, 3)
  await allocate(a1.id, licence, 5, 'returned')
  await allocate(a2.id, licence, 1)
  await allocate(a3.id, licence, 4)
  await allocate(a4.id, licence, 4)
  return { admin, a, b, demo, venues: { a1, a2, b1 } }
}

export function runFinished(id: number) {
  return pollUntil(
    async () => {
      const run = await db.from('invoicing_runs').where('id', id).first()
      return run && !['pending', 'running'].includes(run.status) ? run : null
    },
    { what: 'the invoicing run to finish', timeoutMs: 60_000 }
  )
}

export async function stripeInvoicesOf(customer: Customer) {
  const stripeId = (await Customer.findOrFail(customer.id)).paymentProviderId!
  const invoices = (await billingStripe().invoices.list({ customer: stripeId, limit: 100 }))
    .data as Stripe.Invoice[]
  const items = (await billingStripe().invoiceItems.list({ customer: stripeId, limit: 100 })).data
  return { invoices, items }
}
