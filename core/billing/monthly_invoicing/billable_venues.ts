/**
 * What the monthly run bills (docs/billing.md "Referral and monthly invoicing"). A venue is billed when it runs
 * (live or standby), is not a demo, and its customer has a Stripe customer and is neither a demo nor free tier.
 * Its lines, in euro cents:
 * - `caas`: the CaaS monthly amount of its plan, line and extras (core/billing/prices/caas_tariff.ts), when it is a
 *   CaaS venue that Stripe does not already bill through a subscription (status active or past due);
 * - `licence-<product>`: the monthly licence price × the quantity of each product allocated to it (the figures of
 *   GET /products/locations/{id}), for products priced in euro with a licence price above zero.
 */
import db from '@adonisjs/lucid/services/db'
import { caasPriceCents } from '#core/billing/prices/caas_tariff'
import { CONNECTION_TYPES } from '#core/locations/location_states'
import type { ConnectionType } from '#core/billing/prices/caas_tariff'

export interface InvoiceLine {
  locationId: number
  key: string
  description: string
  amountCents: number
}

export interface BillableCustomer {
  customerId: number
  stripeCustomerId: string
  chargeable: boolean
  lines: InvoiceLine[]
}

const SUBSCRIPTION_BILLED = ['active', 'past_due']

function venuesQuery() {
  return db
    .from('locations')
    .join('customers', 'customers.id', 'locations.customer_id')
    .whereIn('locations.status', ['live', 'standby'])
    .where('locations.demo', false)
    .whereNotNull('customers.payment_provider_id')
    .where('customers.demo_mode', false)
    .where('customers.free_tier', false)
}

/** Every billed customer with its lines, in customer and venue order; customers without a line are left out. */
export async function billableCustomers(): Promise<BillableCustomer[]> {
  const [venues, licences] = await Promise.all([
    venuesQuery()
      .leftJoin('controllers', 'controllers.id', 'locations.controller_id')
      .select(
        'locations.id',
        'locations.name',
        'locations.customer_id',
        'locations.plan',
        'locations.caas',
        'locations.failover',
        'locations.connection_type'
      )
      .select(
        'locations.subscription_status',
        'locations.vendor_settings',
        'controllers.vendor as controller_vendor'
      )
      .select('customers.payment_provider_id', 'customers.stripe_payment_method_id')
      .orderBy('locations.customer_id')
      .orderBy('locations.id'),
    venuesQuery()
      .join('hardware_allocations', 'hardware_allocations.location_id', 'locations.id')
      .join('products', 'products.id', 'hardware_allocations.product_id')
      .where('hardware_allocations.status', 'allocated')
      .where('products.monthly_licence_cents', '>', 0)
      .whereRaw("lower(products.currency) = 'eur'")
      .groupBy('locations.id', 'products.id', 'products.name', 'products.monthly_licence_cents')
      .select(
        'locations.id as location_id',
        'products.id as product_id',
        'products.name',
        'products.monthly_licence_cents'
      )
      .sum('hardware_allocations.quantity as quantity')
      .orderBy('products.id'),
  ])
  const licencesByVenue = new Map<number, InvoiceLine[]>()
  for (const row of licences) {
    const quantity = Number(row.quantity)
    if (quantity <= 0) continue
    const line = {
      locationId: row.location_id,
      key: `licence-${row.product_id}`,
      description: '',
      amountCents: quantity * row.monthly_licence_cents,
    }
    line.description = `${quantity} × ${row.name}`
    licencesByVenue.set(row.location_id, [...(licencesByVenue.get(row.location_id) ?? []), line])
  }
  const customers = new Map<number, BillableCustomer>()
  for (const venue of venues) {
    const lines: InvoiceLine[] = []
    if (venue.caas && !SUBSCRIPTION_BILLED.includes(venue.subscription_status ?? '')) {
      const connectionType = (
        (CONNECTION_TYPES as readonly string[]).includes(venue.connection_type)
          ? venue.connection_type
          : 'none'
      ) as ConnectionType
      const hasPeplink =
        venue.controller_vendor === 'peplink' || Boolean(venue.vendor_settings?.peplink)
      const amount = caasPriceCents({
        plan: venue.plan,
        connectionType,
        hasFailover: venue.failover,
        hasPeplink,
        internetPending: false,
      })
      if (amount > 0)
        lines.push({
          locationId: venue.id,
          key: 'caas',
          description: 'Connectivity as a service',
          amountCents: amount,
        })
    }
    lines.push(...(licencesByVenue.get(venue.id) ?? []))
    if (lines.length === 0) continue
    for (const line of lines) line.description = `${venue.name}: ${line.description}`.slice(0, 250)
    const customer: BillableCustomer = customers.get(venue.customer_id) ?? {
      customerId: venue.customer_id,
      stripeCustomerId: venue.payment_provider_id,
      chargeable: Boolean(venue.stripe_payment_method_id),
      lines: [],
    }
    customer.lines.push(...lines)
    customers.set(venue.customer_id, customer)
  }
  return [...customers.values()]
}
