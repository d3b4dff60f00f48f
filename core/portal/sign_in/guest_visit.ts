/**
 * The guest's device as the controller's redirect described it (vendors.md §6), once validated: what a sign-in stores
 * in `portal_sign_ins.redirect` and what the page carries from the redirect to the form post.
 */
export interface GuestVisit {
  mac: string
  apMac?: string | null
  gatewayMac?: string | null
  ssid?: string | null
  radioId?: string | null
  vid?: number | null
  site?: string | null
  t?: string | null
  clientIp?: string | null
  originalUrl?: string | null
}

export const VISIT_KEYS = [
  'mac',
  'apMac',
  'gatewayMac',
  'ssid',
  'radioId',
  'vid',
  'site',
  't',
  'clientIp',
  'originalUrl',
] as const

/** The visit as stored (strings only, empty values left out). */
export function visitRecord(visit: GuestVisit): Record<string, string> {
  const record: Record<string, string> = {}
  for (const key of VISIT_KEYS) {
    const value = visit[key]
    if (value !== null && value !== undefined && value !== '') record[key] = String(value)
  }
  return record
}

/** Picks the visit fields out of validated input. */
export function visitOf(input: GuestVisit): GuestVisit {
  const visit: GuestVisit = { mac: input.mac }
  for (const key of VISIT_KEYS)
    if (input[key] !== undefined && input[key] !== null) (visit as any)[key] = input[key]
  return visit
}
