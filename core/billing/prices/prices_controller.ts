import type { HttpContext } from '@adonisjs/core/http'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { ensureCaasPrice } from './caas_prices.js'
import { caasLookupKey } from './caas_tariff.js'
import { createCaasPriceValidator } from './price_validators.js'
import { listStripeProducts, priceView } from './stripe_products.js'

/** CaaS prices and the Stripe catalogue (admins; routes.ts). */
export default class PricesController {
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createCaasPriceValidator)
    billingStripe()
    const attributes = {
      plan: input.plan,
      connectionType: input.connection_type,
      hasFailover: input.has_failover,
      hasPeplink: input.has_peplink,
      internetPending: input.internet_pending,
    }
    const { price, created } = await whileUserWaits(() => ensureCaasPrice(attributes, input.price))
    return {
      created,
      lookup_key: caasLookupKey(attributes),
      product_id: typeof price.product === 'string' ? price.product : price.product.id,
      price: priceView(price),
    }
  }

  async products() {
    billingStripe()
    return { data: await whileUserWaits(() => listStripeProducts()) }
  }
}
