/**
 * The Pipedrive account the simulator serves: one user, organizations and persons, and deals with their attached
 * products. Money stays as Pipedrive stores it (decimal numbers in the deal's currency); `sum` is computed the
 * way Pipedrive does: price × quantity minus the discount, tax not included for the exclusive method.
 */
import type { PipedriveDealSeed, PipedriveProductSeed } from './simulator_api.js'

export const USER = {
  id: 12345678,
  name: 'Sales Airdeck',
  email: 'sales@example.com',
  company_id: 7654321,
  company_name: 'Airdeck demo',
}

export const ORGANIZATIONS = [
  {
    id: 1,
    name: 'Brasserie De Kaai BV',
    address: {
      value: 'Kaai 12, 9000 Gent, België',
      street_number: '12',
      route: 'Kaai',
      locality: 'Gent',
      postal_code: '9000',
      country: 'België',
    },
  },
  {
    id: 2,
    name: 'Hotel Zonnewende NV',
    address: {
      value: 'Zeedijk 101, 8400 Oostende, België',
      street_number: '101',
      route: 'Zeedijk',
      locality: 'Oostende',
      postal_code: '8400',
      country: 'België',
    },
  },
]

export const PERSONS = [
  {
    id: 1,
    name: 'An Peeters',
    first_name: 'An',
    last_name: 'Peeters',
    org_id: 1,
    emails: [{ value: 'an@dekaai.example', primary: true, label: 'work' }],
    phones: [{ value: '+32 9 123 45 67', primary: true, label: 'work' }],
  },
  {
    id: 2,
    name: 'Luc Janssens',
    first_name: 'Luc',
    last_name: 'Janssens',
    org_id: 2,
    emails: [{ value: 'luc@zonnewende.example', primary: true, label: 'work' }],
    phones: [],
  },
]

export const DEFAULT_DEALS: PipedriveDealSeed[] = [
  {
    id: 222,
    title: 'WiFi De Kaai',
    status: 'won',
    orgId: 1,
    personId: 1,
    products: [
      {
        name: 'WiFi Pro (per access point)',
        itemPrice: 49.95,
        quantity: 3,
        discount: 10,
        discountType: 'percentage',
        billingFrequency: 'monthly',
      },
      { name: 'Installatie', itemPrice: 250, quantity: 1, discount: 25, discountType: 'amount' },
      { name: 'Access point U7 Pro', itemPrice: 189.99, quantity: 2, comments: 'Terras en zaal' },
    ],
  },
  {
    id: 223,
    title: 'Hotel Zonnewende – offerte',
    status: 'open',
    orgId: 2,
    personId: 2,
    products: [],
  },
  {
    id: 224,
    title: 'Zonnewende – kamers',
    status: 'won',
    orgId: 2,
    personId: null,
    products: Array.from({ length: 120 }, (_, i) => ({
      name: `Kamer ${101 + i} – WiFi`,
      itemPrice: 4.5,
      quantity: 1,
      billingFrequency: 'monthly' as const,
    })),
  },
]

export interface DealProduct {
  id: number
  productId: number
  seed: PipedriveProductSeed
  sum: number
}

export interface Deal {
  seed: PipedriveDealSeed
  currency: string
  value: number
  addTime: Date
  products: DealProduct[]
}

const round2 = (n: number) => Math.round(n * 100) / 100

export function productSum(product: PipedriveProductSeed): number {
  const gross = product.itemPrice * product.quantity
  const discount = !product.discount
    ? 0
    : product.discountType === 'amount'
      ? product.discount
      : (gross * product.discount) / 100
  return round2(gross - discount)
}

export function buildDeals(seeds: PipedriveDealSeed[]): Map<number, Deal> {
  const deals = new Map<number, Deal>()
  let attachment = 1
  for (const seed of seeds) {
    const products = (seed.products ?? []).map((product, index) => ({
      id: attachment++,
      productId: 500 + index,
      seed: product,
      sum: productSum(product),
    }))
    const value = round2(products.reduce((total, product) => total + product.sum, 0))
    deals.set(seed.id, {
      seed,
      currency: seed.currency ?? 'EUR',
      value,
      addTime: new Date(Date.UTC(2026, 9, 1 + (seed.id % 20), 9, 30)),
      products,
    })
  }
  return deals
}
