import { PUBLIC_LANGUAGES, type PublicLanguage } from '#core/public_pages/public_language'
import type { SubjectType } from '#core/access/permissions'

/** The headline states of a status page (spec §4 "Status-page notifications"). */
export const HEADLINE_STATES = [
  'all_running',
  'degraded',
  'all_down',
  'failover_active',
  'power_outage',
  'ready_for_installation',
  'no_hardware',
] as const
export type HeadlineState = (typeof HEADLINE_STATES)[number]

export const BUTTON_KINDS = ['call', 'mail', 'whatsapp', 'ticket'] as const
export type ButtonKind = (typeof BUTTON_KINDS)[number]
export const MAX_BUTTONS = 6

type PerLanguage<T> = Partial<Record<PublicLanguage, T>>

/** A contact button (spec §3 "contact buttons with label"): its kind, the number/address/URL, a label per language. */
export interface ContactButton {
  kind: ButtonKind
  value: string
  label: PerLanguage<string>
}

/**
 * What the designer sets for one page, stored as the draft and, once published, as what the public page shows.
 * Texts left empty fall back to the standard wording of the visitor's language.
 */
export interface StatusPageConfig {
  headlines: PerLanguage<Partial<Record<HeadlineState, string>>>
  notice: PerLanguage<string>
  /** Device groups of a venue kept off its page (new groups show by default). */
  hidden_device_group_ids: number[]
  /** Venues kept off a customer's or group's page. */
  hidden_location_ids: number[]
  buttons: ContactButton[]
  show_logo: boolean
}

export type StatusSubjectType = SubjectType

/** Who to call before anyone designed the page: the partner that serves the customer, when we know one. */
export interface DefaultContact {
  phone: string | null
  email: string | null
}

export function defaultConfig(contact?: DefaultContact | null): StatusPageConfig {
  const buttons: ContactButton[] = []
  if (contact?.phone) buttons.push({ kind: 'call', value: contact.phone, label: {} })
  if (contact?.email) buttons.push({ kind: 'mail', value: contact.email, label: {} })
  return {
    headlines: {},
    notice: {},
    hidden_device_group_ids: [],
    hidden_location_ids: [],
    buttons,
    show_logo: true,
  }
}

const clean = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined

function perLanguage<T>(value: unknown, read: (entry: unknown) => T | undefined): PerLanguage<T> {
  const out: PerLanguage<T> = {}
  if (!value || typeof value !== 'object') return out
  for (const language of PUBLIC_LANGUAGES) {
    const entry = read((value as Record<string, unknown>)[language])
    if (entry !== undefined) out[language] = entry
  }
  return out
}

function headlinesOf(value: unknown) {
  if (!value || typeof value !== 'object') return undefined
  const out: Partial<Record<HeadlineState, string>> = {}
  for (const state of HEADLINE_STATES) {
    const text = clean((value as Record<string, unknown>)[state], 120)
    if (text) out[state] = text
  }
  return Object.keys(out).length ? out : undefined
}

const ids = (value: unknown) =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0))].sort(
        (a, b) => a - b
      )
    : []

/**
 * A stored or validated config in its one canonical shape: empty texts dropped, ids sorted and unique. Comparing
 * two canonical configs tells whether the draft has unpublished changes.
 */
export function readConfig(
  stored: unknown,
  fallback: StatusPageConfig = defaultConfig()
): StatusPageConfig {
  if (!stored || typeof stored !== 'object') return fallback
  const value = stored as Record<string, any>
  const buttons = Array.isArray(value.buttons) ? value.buttons : []
  return {
    headlines: perLanguage(value.headlines, headlinesOf),
    notice: perLanguage(value.notice, (entry) => clean(entry, 500)),
    hidden_device_group_ids: ids(value.hidden_device_group_ids),
    hidden_location_ids: ids(value.hidden_location_ids),
    buttons: buttons
      .filter((button: any) => BUTTON_KINDS.includes(button?.kind) && clean(button?.value, 300))
      .slice(0, MAX_BUTTONS)
      .map((button: any) => ({
        kind: button.kind,
        value: clean(button.value, 300)!,
        label: perLanguage(button.label, (entry) => clean(entry, 60)),
      })),
    show_logo: value.show_logo !== false,
  }
}

export function sameConfig(a: StatusPageConfig, b: StatusPageConfig) {
  return JSON.stringify(readConfig(a)) === JSON.stringify(readConfig(b))
}
