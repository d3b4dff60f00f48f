import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { LEGAL_ENTITIES } from '#core/customers/legal_entities'
import {
  isValidPhone,
  isValidPostalCode,
  normalizePhone,
  normalizePostalCode,
  vatProblem,
} from '#core/customers/validators/customer_field_rules'

/**
 * VineJS rules for the country-dependent fields. The country is the one in
 * the same request, else the stored one passed as validator metadata, so a
 * partial update of the postal code is checked against the stored country.
 */
export type CustomerValidationMeta = { country?: string | null; invoiceCountry?: string | null }

function countryOf(field: FieldContext, key: 'country' | 'invoice_country'): string | null {
  const sent = field.parent?.[key]
  if (typeof sent === 'string' && sent) return sent.toUpperCase()
  const meta = field.meta as CustomerValidationMeta | undefined
  if (key === 'invoice_country') return meta?.invoiceCountry ?? countryOf(field, 'country')
  return meta?.country ?? null
}

export const postalCodeRule = vine.createRule<{ country: 'country' | 'invoice_country' }>(
  (value, options, field) => {
    if (typeof value !== 'string') return
    const country = countryOf(field, options.country)
    const normalized = normalizePostalCode(value, country)
    if (!isValidPostalCode(normalized, country))
      field.report('Enter a valid postal code', 'postal_code', field)
    else field.mutate(normalized, field)
  }
)

export const phoneRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const normalized = normalizePhone(value)
  if (!isValidPhone(normalized, countryOf(field, 'country')))
    field.report('Enter a valid phone number', 'phone', field)
  else field.mutate(normalized, field)
})

/** VAT numbers are stored without the spaces, dots and dashes people type. */
export const vatRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const compact = value.replace(/[ .-]/g, '')
  field.mutate(compact, field)
  const country = countryOf(field, 'country')
  if (!country) return
  const problem = vatProblem(compact, country)
  if (problem) field.report('Enter a valid VAT number', problem, field)
})

export const legalEntityRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const country = countryOf(field, 'country')
  const allowed = country ? LEGAL_ENTITIES[country] : undefined
  if (allowed && !allowed.includes(value))
    field.report('This legal form does not exist in the chosen country', 'legal_entity', field)
})
