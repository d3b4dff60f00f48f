import string from '@adonisjs/core/helpers/string'
import Customer from '#core/customers/models/customer'
import Group from '#core/groups/models/group'
import { AppException } from '#kernel/exceptions/app_exception'
import { countryFieldErrors } from '#core/customers/validators/customer_field_rules'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Rules that need the stored record or the database: when only the country
 * changes, the stored postal code, phone, VAT and legal entity must still
 * fit it; the VAT number is unique; the group exists.
 */
export async function checkCustomerInput(
  customer: Customer | null,
  input: Record<string, any>,
  trx: TransactionClientContract
) {
  if (customer && input.country && input.country !== customer.country) {
    const stored = (field: string) =>
      input[field] !== undefined ? input[field] : (customer as any)[string.camelCase(field)]
    const errors = countryFieldErrors(
      {
        country: input.country,
        vat: stored('vat'),
        zipcode: stored('zipcode'),
        phone: stored('phone'),
        legal_entity: stored('legal_entity'),
        invoice_zipcode: stored('invoice_zipcode'),
        invoice_country: stored('invoice_country'),
      },
      () => true
    )
    // Fields sent in this request were already checked by the validator against the new country.
    const unsent = errors.filter((error) => input[error.field] === undefined)
    if (unsent.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors: unsent })
  }
  if (input.vat) {
    const taken = Customer.query({ client: trx }).where('vat', input.vat)
    if (customer) taken.whereNot('id', customer.id)
    if (await taken.first()) throw AppException.invalidField('vat', 'unique', 'E_DUPLICATE_VAT')
  }
  if (input.group_id && !(await Group.find(input.group_id, { client: trx })))
    throw AppException.invalidField('group_id', 'exists')
}

/** A unique-index race on the VAT number reports like the check above, never as a 500. */
export function duplicateVatOr(error: unknown): never {
  if (
    (error as { code?: string })?.code === '23505' &&
    String((error as { constraint?: string }).constraint ?? '').includes('vat')
  ) {
    throw AppException.invalidField('vat', 'unique', 'E_DUPLICATE_VAT')
  }
  throw error
}
