/**
 * A guest as Piggy contact attributes. Attribute names are defined per account, so only the ones the account has
 * are sent (Piggy refuses unknown ones with 422); empty values are left out rather than erasing what Piggy knows.
 */
import type { GuestProfile } from '#core/plugins/integration_contract'

/** Our guest field → the attribute names Piggy accounts commonly use for it, in order of preference. */
const CANDIDATES: Array<[keyof GuestProfile, string[]]> = [
  ['firstname', ['firstname', 'first_name']],
  ['lastname', ['lastname', 'last_name']],
  ['phone', ['phone', 'phone_number', 'mobile']],
  ['language', ['locale', 'language']],
]

export function contactAttributes(
  guest: GuestProfile,
  accountAttributes: ReadonlySet<string>
): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [field, names] of CANDIDATES) {
    const value = guest[field]
    const name = names.find((candidate) => accountAttributes.has(candidate))
    if (name && typeof value === 'string' && value.trim()) attributes[name] = value.trim()
  }
  return attributes
}

export interface SubscriptionType {
  uuid: string
  name: string
  strategy: string
}

/** The chosen subscription type, else the account's first opt-in one; null when it has none. */
export function subscriptionFor(
  types: SubscriptionType[],
  chosen: string | undefined
): SubscriptionType | null {
  if (chosen) return types.find((type) => type.uuid === chosen) ?? null
  return (
    types.find((type) => type.strategy === 'OPT_IN' || type.strategy === 'DOUBLE_OPT_IN') ?? null
  )
}

/** `subscription-types` entries with the fields we need (Piggy's SDK reads `id`; the docs show `uuid`). */
export function readSubscriptionTypes(data: unknown): SubscriptionType[] {
  if (!Array.isArray(data)) return []
  return data
    .map((type) => ({
      uuid: String(type?.uuid ?? type?.id ?? ''),
      name: String(type?.name ?? ''),
      strategy: String(type?.strategy ?? ''),
      active: type?.active !== false,
    }))
    .filter((type) => type.uuid && type.active)
}
