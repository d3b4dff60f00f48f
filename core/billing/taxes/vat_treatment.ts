import type Customer from '#core/customers/models/customer'

/** Countries whose VAT numbers are Stripe `eu_vat` tax ids (our COUNTRIES outside the EU, GB and CH, have none). */
export const EU_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
])

/**
 * How our invoices tax a customer (we invoice from Belgium; our services are B2B services, taxed where the customer
 * is established, art. 44 and 196 of Directive 2006/112/EC):
 * - `belgian_vat`: 21 % Belgian VAT — customers in Belgium, and EU customers without a VAT number Stripe verified
 *   with VIES (we cannot show they are a business, so we charge as at home);
 * - `reverse_charge`: 0 % with the reverse-charge mention — EU customers outside Belgium whose VAT number is verified;
 * - `outside_eu`: 0 %, not subject to Belgian VAT — customers established outside the EU.
 */
export type VatTreatment = 'belgian_vat' | 'reverse_charge' | 'outside_eu'
export const VAT_TREATMENTS: VatTreatment[] = ['belgian_vat', 'reverse_charge', 'outside_eu']

/** The legal mention an invoice under reverse charge carries. */
export const REVERSE_CHARGE_MENTION =
  'Reverse charge – Article 196 of Council Directive 2006/112/EC'

export function vatTreatmentOf(
  customer: Pick<Customer, 'country' | 'vat' | 'vatVerification'>
): VatTreatment {
  const country = (customer.country || 'BE').toUpperCase()
  if (country === 'BE') return 'belgian_vat'
  if (!EU_COUNTRIES.has(country)) return 'outside_eu'
  return customer.vat && customer.vatVerification === 'verified' ? 'reverse_charge' : 'belgian_vat'
}

/** Stripe's `customer.tax_exempt` for the treatment (Stripe prints "Reverse charge" on the invoice for `reverse`). */
export function stripeTaxExemptOf(treatment: VatTreatment): 'none' | 'reverse' | 'exempt' {
  return treatment === 'reverse_charge' ? 'reverse' : treatment === 'outside_eu' ? 'exempt' : 'none'
}
