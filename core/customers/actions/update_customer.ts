import Customer from '#core/customers/models/customer'
import Group from '#core/groups/models/group'
import { LEGAL_ENTITIES } from '#core/customers/legal_entities'
import { AppException } from '#kernel/exceptions/app_exception'
import { saveWithAudit } from '#kernel/audit/save_with_audit'

/** Rules that need the record or the database: legal entity per country, unique VAT, existing group. */
export async function updateCustomer(customer: Customer, input: Record<string, any>) {
  const country = input.country ?? customer.country
  const legalEntity = input.legal_entity !== undefined ? input.legal_entity : customer.legalEntity
  const allowed = LEGAL_ENTITIES[country]
  if (legalEntity && allowed && !allowed.includes(legalEntity)) throw AppException.invalidField('legal_entity', 'legal_entity')

  if (input.vat) {
    const prefix = country === 'GR' ? 'EL' : country
    if (!input.vat.startsWith(prefix)) throw AppException.invalidField('vat', 'vat_country')
    const taken = await Customer.query().where('vat', input.vat).whereNot('id', customer.id).first()
    if (taken) throw AppException.invalidField('vat', 'unique', 'E_DUPLICATE_VAT')
  }
  if (input.group_id && !(await Group.find(input.group_id))) throw AppException.invalidField('group_id', 'exists')

  return saveWithAudit(customer, input, 'customer')
}
