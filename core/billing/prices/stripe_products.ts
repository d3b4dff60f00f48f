import type Stripe from 'stripe'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { planOfProduct } from './caas_prices.js'

export function priceView(price: Stripe.Price) {
  return {
    id: price.id,
    unit_amount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring?.interval ?? null,
    lookup_key: price.lookup_key,
    nickname: price.nickname,
    type: price.type,
  }
}

/** Every active Stripe product with its active prices, read page by page through the SDK's auto-pagination. */
export async function listStripeProducts() {
  const stripe = billingStripe()
  const prices = new Map<string, Stripe.Price[]>()
  for await (const price of stripe.prices.list({ active: true, limit: 100 })) {
    const productId = typeof price.product === 'string' ? price.product : price.product.id
    prices.set(productId, [...(prices.get(productId) ?? []), price])
  }
  const products = []
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    products.push({
      id: product.id,
      name: product.name,
      description: product.description,
      plan: planOfProduct(product),
      prices: (prices.get(product.id) ?? []).map(priceView),
    })
  }
  return products.sort((a, b) => a.name.localeCompare(b.name))
}
