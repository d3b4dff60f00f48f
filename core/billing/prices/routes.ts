import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { dataList, json } from '#kernel/http/contract/schemas'
import { createCaasPriceValidator } from '#core/billing/prices/price_validators'
import { caasPriceSchema, stripeProductSchema } from '#core/billing/prices/price_schemas'

const Prices = () => import('#core/billing/prices/prices_controller')
const api = apiRoutes('Billing')
const STRIPE = ['E_BILLING_NOT_CONFIGURED', 'E_STRIPE_UNAVAILABLE']

/** CaaS prices (spec §3 Payment price creation) and the Stripe products (spec §7 `/stripeproducts`). */
export function billingPriceRoutes() {
  api.post('/payments/prices', [Prices, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'The recurring monthly EUR Stripe price of a CaaS combination (plan, connection type, failover, Peplink, internet pending); `price` in cents or the tariff. Reused when the lookup key already has this amount (`created: false`), else created and the lookup key moves to it',
    body: createCaasPriceValidator,
    response: json(caasPriceSchema),
    errors: STRIPE,
  })
  api.get('/stripeproducts', [Prices, 'products'], {
    access: adminOnly,
    summary: 'Every active Stripe product with its active prices (all pages)',
    response: json(dataList(stripeProductSchema)),
    errors: STRIPE,
  })
}
