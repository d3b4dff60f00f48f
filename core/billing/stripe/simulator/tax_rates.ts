/**
 * Tax rates (`txr_`) and how they tax invoice lines: a line takes its own `tax_rates`, else the invoice's
 * `default_tax_rates` (a subscription's invoices take the subscription's). Exclusive rates add the tax to the total,
 * inclusive ones take it out of the amount; each line's tax is rounded to the cent. A customer whose `tax_exempt` is
 * `exempt` or `reverse` pays no tax: the line still names the rate, with amount 0 and the reason (`customer_exempt`,
 * `reverse_charge`). The invoice keeps the customer's status in `customer_tax_exempt` until it is finalized.
 */
import { invalidParam, invalidState } from './errors.js'
import type { StripeParams } from './form.js'
import {
  applyMetadata,
  optionalArray,
  optionalBoolean,
  optionalString,
  requiredString,
} from './params.js'
import { route, type StripeRoute } from './router.js'
import { previousAttributes, type StripeObject, type StripeStore } from './store.js'

const TAX_TYPES = [
  'vat',
  'gst',
  'hst',
  'igst',
  'jct',
  'pst',
  'qst',
  'rst',
  'sales_tax',
  'service_tax',
] as const

export const taxRateRoutes: StripeRoute[] = [
  route('POST', '/v1/tax_rates', ({ store, params }) => createTaxRate(store, params)),
  route('GET', '/v1/tax_rates', ({ store, params }) => {
    const active = optionalBoolean(params, 'active')
    const inclusive = optionalBoolean(params, 'inclusive')
    const rates = store
      .all('tax_rate')
      .filter(
        (rate) =>
          (active === undefined || rate.active === active) &&
          (inclusive === undefined || rate.inclusive === inclusive)
      )
    return store.list(rates, params, '/v1/tax_rates')
  }),
  route('GET', '/v1/tax_rates/:id', ({ store, ids }) => store.get('tax_rate', ids[0])),
  route('POST', '/v1/tax_rates/:id', ({ store, ids, params }) => {
    const rate = store.get('tax_rate', ids[0])
    const before = structuredClone(rate)
    // The percentage and inclusiveness of a rate never change (Stripe: create a new rate instead).
    for (const name of [
      'display_name',
      'description',
      'country',
      'jurisdiction',
      'state',
      'tax_type',
    ] as const) {
      const value = optionalString(params, name)
      if (value !== undefined) rate[name] = value
    }
    rate.active = optionalBoolean(params, 'active') ?? rate.active
    rate.metadata = applyMetadata(rate.metadata, params)
    store.emit('tax_rate.updated', rate, previousAttributes(before, rate))
    return rate
  }),
]

function createTaxRate(store: StripeStore, params: StripeParams) {
  const displayName = requiredString(params, 'display_name')
  const inclusive = optionalBoolean(params, 'inclusive')
  if (inclusive === undefined)
    throw invalidParam('inclusive', 'Missing required param: inclusive.', 'parameter_missing')
  const raw = requiredString(params, 'percentage')
  const percentage = Number(raw)
  if (!/^\d+(\.\d{1,4})?$/.test(raw) || percentage > 100)
    throw invalidParam(
      'percentage',
      'Invalid decimal: percentage must be between 0 and 100.',
      'parameter_invalid_string'
    )
  const taxType = optionalString(params, 'tax_type') ?? null
  if (taxType && !(TAX_TYPES as readonly string[]).includes(taxType))
    throw invalidParam('tax_type', `Invalid tax_type: must be one of ${TAX_TYPES.join(', ')}`)
  const country = optionalString(params, 'country') ?? null
  const rate = store.create('txr', 'tax_rate', {
    active: optionalBoolean(params, 'active') ?? true,
    country: country?.toUpperCase() ?? null,
    description: optionalString(params, 'description') ?? null,
    display_name: displayName,
    effective_percentage: percentage,
    flat_amount: null,
    inclusive,
    jurisdiction: optionalString(params, 'jurisdiction') ?? null,
    jurisdiction_level: country ? 'country' : null,
    metadata: applyMetadata({}, params),
    percentage,
    rate_type: 'percentage',
    state: optionalString(params, 'state') ?? null,
    tax_type: taxType,
  })
  store.emit('tax_rate.created', rate)
  return rate
}

/**
 * The tax rates a parameter names (`default_tax_rates[0]=txr_…`), as objects (an empty value unsets: []).
 * undefined when the parameter is absent. Stripe refuses inactive rates on new objects.
 */
export function taxRatesParam(
  store: StripeStore,
  params: StripeParams,
  name: string
): StripeObject[] | undefined {
  if (params[name] === undefined) return undefined
  if (params[name] === '') return []
  const ids = optionalArray(params, name) ?? []
  if (ids.length > 5) throw invalidParam(name, 'You can pass up to 5 tax rates.')
  return ids.map((id, index) => {
    const rate = store.get('tax_rate', String(id), `${name}[${index}]`)
    if (!rate.active)
      throw invalidState(
        `Tax rate ${rate.id} is inactive and cannot be applied.`,
        'tax_rate_inactive'
      )
    return rate
  })
}

/** A line's `taxes` for its amount under the rates, given the customer's tax status. */
export function lineTaxes(amount: number, rates: StripeObject[], customerTaxExempt: string) {
  return rates.map((rate) => {
    const exempt = customerTaxExempt === 'exempt' || customerTaxExempt === 'reverse'
    const share = rate.percentage / 100
    const taxableAmount = rate.inclusive ? Math.round(amount / (1 + share)) : amount
    const taxAmount = exempt
      ? 0
      : rate.inclusive
        ? amount - taxableAmount
        : Math.round(amount * share)
    return {
      amount: taxAmount,
      tax_behavior: rate.inclusive ? 'inclusive' : 'exclusive',
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason:
        customerTaxExempt === 'reverse'
          ? 'reverse_charge'
          : customerTaxExempt === 'exempt'
            ? 'customer_exempt'
            : rate.percentage === 0
              ? 'zero_rated'
              : 'standard_rated',
      taxable_amount: exempt && rate.inclusive ? amount : taxableAmount,
      type: 'tax_rate_details',
    }
  })
}

type LineTax = ReturnType<typeof lineTaxes>[number]

/** The invoice's `total_taxes`: the lines' taxes summed per rate. */
export function totalTaxes(lines: { taxes: LineTax[] | null }[]) {
  const byRate = new Map<string, LineTax>()
  for (const tax of lines.flatMap((line) => line.taxes ?? [])) {
    const known = byRate.get(tax.tax_rate_details.tax_rate)
    if (known) {
      known.amount += tax.amount
      known.taxable_amount += tax.taxable_amount
    } else
      byRate.set(tax.tax_rate_details.tax_rate, {
        ...tax,
        tax_rate_details: { ...tax.tax_rate_details },
      })
  }
  return [...byRate.values()]
}
