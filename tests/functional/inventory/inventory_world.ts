import type { ApiClient } from '@japa/api-client'
import { createTenant, createUser } from '#tests/helpers/fixtures'

/** A valid EAN-13 for a number: its check digit computed the GS1 way. */
export function ean13(seed: number) {
  const body = `54${String(seed).padStart(10, '0')}`
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

export function csv(lines: string[]) {
  return Buffer.from(lines.join('\r\n') + '\r\n')
}

/** An admin, a customer user, a venue and a few products with stock. */
export async function inventoryWorld(client: ApiClient) {
  const admin = await createUser({ isAdmin: true })
  const customer = await createUser()
  const tenant = await createTenant()
  const create = async (body: Record<string, unknown>) => {
    const response = await client.post('/rest/products').json(body).withCsrfToken().loginAs(admin)
    response.assertStatus(201)
    return response.body() as { id: number; ean: string; model: string }
  }
  const switchProduct = await create({
    name: 'UniFi Switch Lite 8',
    type: 'switch',
    model: 'USW-Lite-8-PoE',
    vendor: 'unifi',
    ean: ean13(1),
    purchasePriceCents: 9900,
    salePriceCents: 13900,
    caasPriceCents: 500,
  })
  const ap = await create({
    name: 'UniFi U6 Pro',
    type: 'access_point',
    model: 'U6-Pro',
    vendor: 'unifi',
    ean: ean13(2),
    purchasePriceCents: 14900,
    salePriceCents: 19900,
    caasPriceCents: 900,
    serialized: true,
  })
  const router = await create({
    name: 'Peplink Balance 20X',
    type: 'router',
    model: 'BPL-021X',
    vendor: 'peplink',
    sku: 'PEP-20X',
    purchasePriceCents: 45000,
    salePriceCents: 59900,
    caasPriceCents: 2500,
    monthlyLicenceCents: 1200,
  })
  const stock = (productId: number, change: number, extra: Record<string, unknown> = {}) =>
    client
      .post('/rest/inventory')
      .json({ productId, change, reason: 'delivery', ...extra })
      .withCsrfToken()
      .loginAs(admin)
  return { admin, customer, tenant, switchProduct, ap, router, stock }
}
