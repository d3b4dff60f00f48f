/**
 * A guest as a HubSpot batch-upsert input keyed by e-mail. Empty values are left out (an upsert with `""` would erase
 * what sales already typed); the language goes to HubSpot's own `hs_language`.
 */
import type { GuestSync } from '#core/plugins/integration_contract'

export function upsertInput(sync: GuestSync, optInProperty: string | undefined) {
  const guest = sync.guest
  const email = guest.email.trim().toLowerCase()
  const properties: Record<string, string> = { email }
  const fields: Array<[string, string | null]> = [
    ['firstname', guest.firstname],
    ['lastname', guest.lastname],
    ['phone', guest.phone],
    ['hs_language', guest.language],
  ]
  for (const [name, value] of fields) if (value && value.trim()) properties[name] = value.trim()
  // A sign-in without the box ticked is no withdrawal of an earlier consent, so only `true` is ever written.
  if (optInProperty && sync.optIn) properties[optInProperty] = 'true'
  return { idProperty: 'email', id: email, properties }
}

/** `errors[]` of a 207 batch answer as one line for the activity log. */
export function batchErrors(body: Record<string, any> | null): string | null {
  const errors = Array.isArray(body?.errors) ? body.errors : []
  if (!errors.length) return null
  return errors
    .map((error: any) => `${error?.category ?? 'ERROR'}: ${error?.message ?? ''}`)
    .join('; ')
}

/** The inputs a 207 batch answer refused, by the e-mail they were keyed by, each with HubSpot's reason. */
export function refusedInputs(body: Record<string, any> | null): Map<string, string> {
  const refused = new Map<string, string>()
  for (const error of Array.isArray(body?.errors) ? body.errors : []) {
    const reason = `${error?.category ?? 'ERROR'}: ${error?.message ?? ''}`
    for (const id of Array.isArray(error?.context?.ids) ? error.context.ids : [])
      if (typeof id === 'string') refused.set(id.trim().toLowerCase(), reason)
  }
  return refused
}
