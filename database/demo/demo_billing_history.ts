import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import Location from '#core/locations/models/location'
import type { StripeSimulator } from '#core/billing/stripe/simulator/index'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { syncDemoCustomersToStripe } from '#core/billing/customers/demo_stripe_customers'
import { subscribeToPlan } from '#core/billing/subscriptions/subscribe_to_plan'
import { subscriptionColumns } from '#core/billing/subscriptions/subscription_state'
import { SUBSCRIPTION_EXPAND } from '#core/billing/subscriptions/stripe_subscription'
import { createInvoice } from '#core/billing/invoices/create_invoice'
import { applyStripeEvent } from '#core/billing/webhooks/receive_stripe_event'
import { checkServiceMismatches } from '#core/billing/mismatches/detect_service_mismatches'
import '#core/billing/webhooks/stripe_event_subscriptions'

const DAY = 86_400

/** How far back the demo's Stripe account starts: a year of monthly invoices on every billed venue. */
export const DEMO_BILLING_DAYS = 365

/**
 * Invoices made by hand for the venues not live yet, by venue status: the installation invoice is past due (by less
 * than the lock's grace days, so the customer is not locked), the site survey not yet due. 14 days to pay each.
 */
export const DEMO_ONE_OFF_INVOICES = [
  {
    venueStatus: 'ready_for_installation',
    daysAgo: 20,
    description: 'Installation',
    amount: 45_000,
  },
  { venueStatus: 'to_deploy', daysAgo: 3, description: 'Site survey', amount: 15_000 },
] as const

/**
 * The demo's Stripe side, made again on every start (the simulator keeps nothing): the customers with their payment
 * methods, a subscription on every live venue started a year ago and renewed each month since, and the one-off
 * invoices above. The simulator's clock is moved back a year and forward again day by day, so every invoice has the
 * date it would have had. Its events go through the same handlers as a webhook delivery (deliveries that arrive too
 * are duplicates), the venues then take their subscription as Stripe holds it now, and the service check runs: the
 * standby terrace, not billed, is its finding.
 */
export async function seedDemoBilling(simulator: StripeSimulator) {
  await forgetTheLastRun()
  simulator.store.clockOffsetSeconds -= DEMO_BILLING_DAYS * DAY
  await syncDemoCustomersToStripe(simulator)
  // Payment methods on file first: a venue of a customer with one is charged automatically, else invoiced.
  await applySimulatorEvents(simulator)
  const venues = await billableVenues()
  for (const venue of venues) await subscribeToPlan(venue, {})
  for (let day = 1; day <= DEMO_BILLING_DAYS; day++) {
    simulator.advanceClock(DAY)
    for (const invoice of DEMO_ONE_OFF_INVOICES)
      if (DEMO_BILLING_DAYS - day === invoice.daysAgo) await issueOneOff(invoice)
  }
  await applySimulatorEvents(simulator)
  await takeSubscriptionsAsStripeHoldsThem(venues)
  await checkServiceMismatches()
}

/**
 * Ids, invoices and events of the previous start named a Stripe account that is gone. The simulator's ids repeat
 * from one start to the next, so its events of the last run must be forgotten too, or they would count as seen.
 */
async function forgetTheLastRun() {
  await db.transaction(async (trx) => {
    await trx.from('invoices').delete()
    await trx.from('invoice_requests').delete()
    await trx.from('stripe_events').delete()
    await trx.from('service_mismatches').delete()
    await trx.from('locations').whereNotNull('subscription_id').update({
      subscription_id: null,
      subscription_item_id: null,
      subscription_status: null,
      subscription_stripe_status: null,
      subscription_price_id: null,
      subscription_product_id: null,
      subscription_amount: null,
      subscription_currency: null,
      subscription_period_end: null,
      subscription_cancel_at_period_end: false,
      subscription_cancel_reason: null,
      subscription_synced_at: null,
    })
  })
}

/** Live venues of paying customers (not the demo venue, not a demo or free-tier customer). */
function billableVenues() {
  return Location.query()
    .where('status', 'live')
    .where('demo', false)
    .whereIn('customer_id', (customers) =>
      customers.from('customers').where('demo_mode', false).where('free_tier', false).select('id')
    )
    .orderBy('id')
}

async function issueOneOff(invoice: (typeof DEMO_ONE_OFF_INVOICES)[number]) {
  const venue = await Location.query()
    .where('status', invoice.venueStatus)
    .where('demo', false)
    .orderBy('id')
    .first()
  if (!venue?.customerId) return
  await createInvoice({
    customerId: venue.customerId,
    createdBy: null,
    source: 'lines',
    currency: 'eur',
    lines: [{ description: `${invoice.description} – ${venue.name}`, amount: invoice.amount }],
  })
}

/** Every event of the simulator, oldest first, as if Stripe had delivered it; those applied already are skipped. */
async function applySimulatorEvents(simulator: StripeSimulator) {
  const events = simulator.store
    .all('event')
    .sort((a, b) => a.created - b.created)
    .map((event) => JSON.parse(JSON.stringify(event)) as Stripe.Event)
  for (const event of events) await applyStripeEvent(event)
}

async function takeSubscriptionsAsStripeHoldsThem(venues: Location[]) {
  for (const venue of venues) {
    await venue.refresh()
    if (!venue.subscriptionId) continue
    const subscription = await billingStripe().subscriptions.retrieve(venue.subscriptionId, {
      expand: SUBSCRIPTION_EXPAND,
    })
    venue.merge({
      ...subscriptionColumns(subscription, venue.subscriptionItemId),
      subscriptionSyncedAt: DateTime.utc(),
    })
    await venue.save()
  }
}
