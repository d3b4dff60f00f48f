import { DateTime } from 'luxon'
import Customer from '#core/customers/models/customer'
import type Location from '#core/locations/models/location'
import { TENANT_LANGUAGES, type TenantLanguage } from '#core/tenants/tenant_states'
import { AppException } from '#kernel/exceptions/app_exception'

/** A tenant's mail goes out in the customer's language unless the tenant's own is given. */
export async function defaultLanguage(location: Location): Promise<TenantLanguage> {
  const customer = await Customer.find(location.customerId)
  const language = customer?.language?.toLowerCase()
  return (TENANT_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as TenantLanguage)
    : 'nl'
}

/** The live-e-mail index of the venue turned into the API's field error (a second tenant with the same address). */
export function duplicateEmail(error: unknown): never {
  if ((error as { constraint?: string }).constraint === 'tenants_location_email_unique')
    throw AppException.invalidField('email', 'unique')
  throw error
}

/** A deactivation date is a real day, today or later in the venue's time zone; null and absent pass. */
export function deactivationDate(location: Location, value: string | null | undefined) {
  if (!value) return value === undefined ? undefined : null
  const date = DateTime.fromISO(value, { zone: location.timezone })
  if (!date.isValid) throw AppException.invalidField('deactivateOn', 'date')
  if (value < DateTime.now().setZone(location.timezone).toISODate()!)
    throw AppException.invalidField('deactivateOn', 'today_or_later')
  return date
}
