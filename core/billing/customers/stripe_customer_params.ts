import type Stripe from 'stripe'
import type Customer from '#core/customers/models/customer'
import { EU_COUNTRIES, stripeTaxExemptOf, vatTreatmentOf } from '#core/billing/taxes/vat_treatment'

/** The customer's VAT number as an `eu_vat` value, or null when it has none (or is outside the EU). */
export function euVatOf(customer: Pick<Customer, 'vat' | 'country'>): string | null {
  if (!customer.vat || !EU_COUNTRIES.has(customer.country)) return null
  return customer.vat.replace(/[\s.-]/g, '').toUpperCase()
}

function addressLine(street: string | null, number: string | null, box: string | null) {
  const line = [street, number].filter(Boolean).join(' ')
  return box ? `${line} bus ${box}` : line
}

/**
 * What Stripe shows on invoices and in its pages: the invoice name, address and e-mail when the customer has them,
 * else the customer's own; the customer's language first in `preferred_locales`.
 */
export function stripeCustomerParams(customer: Customer): Stripe.CustomerUpdateParams {
  const invoiceAddress = Boolean(customer.invoiceAddress || customer.invoiceCity)
  const address = invoiceAddress
    ? {
        line1: addressLine(customer.invoiceAddress, customer.invoiceNumber, customer.invoiceBox),
        postal_code: customer.invoiceZipcode ?? '',
        city: customer.invoiceCity ?? '',
        country: customer.invoiceCountry ?? customer.country,
      }
    : {
        line1: addressLine(customer.address, customer.number, customer.box),
        postal_code: customer.zipcode ?? '',
        city: customer.city ?? '',
        country: customer.country,
      }
  return {
    name: customer.invoiceName || customer.name,
    email: customer.invoiceEmail || customer.email || '',
    phone: customer.phone ?? '',
    address,
    preferred_locales: [customer.language],
    tax_exempt: stripeTaxExemptOf(vatTreatmentOf(customer)),
    metadata: { airdeck_customer_id: String(customer.id), airdeck_customer_name: customer.name },
  }
}
