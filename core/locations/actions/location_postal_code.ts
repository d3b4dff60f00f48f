import { isValidPostalCode, normalizePostalCode } from '#kernel/validation/postal_codes'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Checks the postal code against the venue's country (the one sent, else the stored one) and stores it in its
 * normal form. Runs when either changes, so moving a venue to another country re-checks the code it keeps.
 */
export function checkLocationPostalCode(
  input: Record<string, unknown>,
  stored: { zipcode: string | null; country: string }
) {
  if (input.zipcode === undefined && input.country === undefined) return
  const country = (input.country as string | undefined) ?? stored.country
  const zipcode = input.zipcode === undefined ? stored.zipcode : (input.zipcode as string | null)
  if (!zipcode) return
  const normalized = normalizePostalCode(zipcode, country)
  if (!isValidPostalCode(normalized, country))
    throw AppException.invalidField('zipcode', 'postal_code')
  if (input.zipcode !== undefined) input.zipcode = normalized
}
