import type Stripe from 'stripe'
import type { VatTreatment } from './vat_treatment.js'
import { REVERSE_CHARGE_MENTION } from './vat_treatment.js'

interface RateDefinition {
  key: string
  percentage: number
  description: string
}

/** One Stripe tax rate per treatment, found again by `metadata.airdeck_tax_key` (as CaaS prices by lookup key). */
export const TAX_RATES: Record<VatTreatment, RateDefinition> = {
  belgian_vat: { key: 'airdeck_vat_be_21', percentage: 21, description: 'Belgian VAT 21 %' },
  reverse_charge: {
    key: 'airdeck_vat_reverse_charge',
    percentage: 0,
    description: REVERSE_CHARGE_MENTION,
  },
  outside_eu: {
    key: 'airdeck_vat_outside_eu',
    percentage: 0,
    description: 'Not subject to Belgian VAT (customer outside the EU)',
  },
}

/**
 * The active exclusive tax rate of the treatment: reused when one carries its key and percentage, else created
 * (idempotency key from the key and percentage, so two invoices at once create one rate). A rate whose percentage
 * changed by law is a new rate with the same key; the old one stays on the invoices it taxed.
 */
export async function ensureTaxRate(
  stripe: Stripe,
  treatment: VatTreatment
): Promise<Stripe.TaxRate> {
  const wanted = TAX_RATES[treatment]
  for await (const rate of stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
    if (rate.metadata?.airdeck_tax_key === wanted.key && rate.percentage === wanted.percentage)
      return rate
  }
  return stripe.taxRates.create(
    {
      display_name: 'VAT',
      description: wanted.description,
      percentage: wanted.percentage,
      inclusive: false,
      tax_type: 'vat',
      ...(treatment === 'belgian_vat' ? { country: 'BE', jurisdiction: 'BE' } : {}),
      metadata: { airdeck_tax_key: wanted.key },
    },
    { idempotencyKey: `airdeck-tax-rate-${wanted.key}-${wanted.percentage}` }
  )
}
