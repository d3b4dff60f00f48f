import { LEGAL_ENTITIES } from '#core/customers/legal_entities'
import type { PendingFieldError } from '#kernel/exceptions/app_exception'
import { isValidPostalCode, normalizePostalCode } from '#kernel/validation/postal_codes'

export { isValidPostalCode, normalizePostalCode }

/**
 * Spec §5 rules that depend on the customer's country: postal code, phone
 * number in national format, VAT number and legal entity. VineJS checks the
 * shape of each field; these run on the merged record (stored values
 * overlaid with the input) so a change of country re-checks the rest.
 */

/** National numbers (a leading 0); international numbers are accepted for every country. */
const NATIONAL_PHONES: Record<string, RegExp> = {
  BE: /^0\d{8,9}$/,
  NL: /^0\d{9}$/,
  FR: /^0[1-9]\d{8}$/,
  DE: /^0\d{6,13}$/,
}
const INTERNATIONAL_PHONE = /^(?:\+|00)[1-9]\d{7,14}$/

const VAT_NUMBERS: Record<string, RegExp> = {
  BE: /^BE[01]\d{9}$/,
  NL: /^NL\d{9}B\d{2}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^DE\d{9}$/,
  LU: /^LU\d{8}$/,
  AT: /^ATU\d{8}$/,
}

export function normalizePhone(value: string) {
  return value.replace(/[\s().\/-]/g, '')
}

export function isValidPhone(value: string, country: string | null | undefined) {
  if (INTERNATIONAL_PHONE.test(value)) return true
  const rule = country ? NATIONAL_PHONES[country] : undefined
  return rule ? rule.test(value) : false
}

/** Belgian numbers carry a mod-97 check on their last two digits. */
function belgianChecksumOk(vat: string) {
  const digits = vat.slice(2)
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8))
}

/** 'vat_country' when the prefix is not the country's, 'vat' when the number itself is malformed. */
export function vatProblem(vat: string, country: string): 'vat_country' | 'vat' | null {
  const prefix = country === 'GR' ? 'EL' : country
  if (!vat.startsWith(prefix)) return 'vat_country'
  const rule = VAT_NUMBERS[country]
  if (rule && !rule.test(vat)) return 'vat'
  if (!rule && !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat)) return 'vat'
  if (country === 'BE' && !belgianChecksumOk(vat)) return 'vat'
  return null
}

type CustomerValues = {
  country: string
  vat?: string | null
  zipcode?: string | null
  phone?: string | null
  legal_entity?: string | null
  invoice_zipcode?: string | null
  invoice_country?: string | null
}

/** Every country rule broken by `values`; `changed` limits the check to fields the request touches. */
export function countryFieldErrors(
  values: CustomerValues,
  changed: (field: string) => boolean
): PendingFieldError[] {
  const errors: PendingFieldError[] = []
  const countryChanged = changed('country')
  const { country } = values

  if (
    values.zipcode &&
    (countryChanged || changed('zipcode')) &&
    !isValidPostalCode(values.zipcode, country)
  ) {
    errors.push({ field: 'zipcode', rule: 'postal_code' })
  }
  const invoiceCountry = values.invoice_country ?? country
  if (
    values.invoice_zipcode &&
    (countryChanged || changed('invoice_zipcode') || changed('invoice_country')) &&
    !isValidPostalCode(values.invoice_zipcode, invoiceCountry)
  ) {
    errors.push({ field: 'invoice_zipcode', rule: 'postal_code' })
  }
  if (
    values.phone &&
    (countryChanged || changed('phone')) &&
    !isValidPhone(values.phone, country)
  ) {
    errors.push({ field: 'phone', rule: 'phone' })
  }
  if (values.vat && (countryChanged || changed('vat'))) {
    const problem = vatProblem(values.vat, country)
    if (problem) errors.push({ field: 'vat', rule: problem })
  }
  const allowed = LEGAL_ENTITIES[country]
  if (
    values.legal_entity &&
    allowed &&
    (countryChanged || changed('legal_entity')) &&
    !allowed.includes(values.legal_entity)
  ) {
    errors.push({ field: 'legal_entity', rule: 'legal_entity' })
  }
  return errors
}
