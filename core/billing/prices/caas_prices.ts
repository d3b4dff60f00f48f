import type Stripe from 'stripe'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { planDefinition } from '#core/billing/plans/plan_catalog'
import { caasLookupKey, caasNickname, caasPriceCents, type CaasAttributes } from './caas_tariff.js'

const CAAS_KIND = 'caas'

/**
 * The Stripe product of a plan's connectivity service (metadata `airdeck_kind=caas`, `airdeck_plan`), created once:
 * the create carries an idempotency key built from the plan, so two requests at once make one product.
 */
export async function ensurePlanProduct(plan: number): Promise<string> {
  const stripe = billingStripe()
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    if (
      product.metadata.airdeck_kind === CAAS_KIND &&
      product.metadata.airdeck_plan === String(plan)
    )
      return product.id
  }
  const created = await stripe.products.create(
    {
      name: `Airdeck connectivity · ${planDefinition(plan).name}`,
      metadata: { airdeck_kind: CAAS_KIND, airdeck_plan: String(plan) },
    },
    { idempotencyKey: `airdeck-caas-product-plan-${plan}` }
  )
  return created.id
}

/** The plan a Stripe product stands for (our CaaS products), or null for a product made by hand. */
export function planOfProduct(product: Pick<Stripe.Product, 'metadata'>): number | null {
  if (product.metadata.airdeck_kind !== CAAS_KIND) return null
  const plan = Number(product.metadata.airdeck_plan)
  return Number.isInteger(plan) ? plan : null
}

/**
 * The recurring monthly EUR price of these attributes: the active price holding their lookup key when it has this
 * amount, else a new price that takes the lookup key over (the old one stays for the subscriptions already on it).
 */
export async function ensureCaasPrice(
  attributes: CaasAttributes,
  unitAmount = caasPriceCents(attributes)
) {
  const stripe = billingStripe()
  const lookupKey = caasLookupKey(attributes)
  const [existing] = (
    await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
  ).data
  if (existing && existing.unit_amount === unitAmount && existing.currency === 'eur')
    return { price: existing, created: false }
  const product = await ensurePlanProduct(attributes.plan)
  const price = await stripe.prices.create(
    {
      product,
      currency: 'eur',
      unit_amount: unitAmount,
      recurring: { interval: 'month' },
      lookup_key: lookupKey,
      transfer_lookup_key: Boolean(existing),
      nickname: caasNickname(attributes),
      metadata: {
        airdeck_plan: String(attributes.plan),
        connection_type: attributes.connectionType,
        has_failover: String(attributes.hasFailover),
        has_peplink: String(attributes.hasPeplink),
        internet_pending: String(attributes.internetPending),
      },
    },
    {
      idempotencyKey: `airdeck-caas-price-${lookupKey}-${unitAmount}-after-${existing?.id ?? 'none'}`,
    }
  )
  return { price, created: true }
}
