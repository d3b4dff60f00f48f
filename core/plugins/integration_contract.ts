/**
 * The contract every integration plugin (mailchimp, loyalty, crm, bar_ordering, pipedrive) implements, beside the
 * controller contract and through the same `definePlugin({ manifest, settings, connect })` with `kind: 'integration'`.
 *
 * Core never speaks a service's API. It keeps the connections (a row per portal, or per partner for partner-wide
 * services), turns domain events into delivery rows (the outbox) and, in the `integrations` queue, opens a
 * connection with the row's decrypted settings and calls one verb per delivery. A verb does one attempt and never
 * retries by itself: backoff, the activity log and the "needs credentials" state belong to core.
 *
 * Failures are thrown as the classes of plugin_errors.ts (the Plugin* names):
 *   PluginAuthError        → the key stopped working: connection "needs credentials", its owner is mailed;
 *   PluginUnavailableError → down, slow, 5xx, 429 (retryAfterSeconds honoured): retried later with backoff;
 *   PluginUnexpectedError  → garbage or a changed API: retried with backoff, then given up and logged;
 *   PluginRejectedError    → the service understood and refused this one record (e.g. a "forgotten" address):
 *                            not retried, logged on the delivery, the connection stays as it is.
 */

/** What an integration plugin can do. The method of the same name exists exactly when the capability is declared. */
export const INTEGRATION_CAPABILITIES = [
  'syncGuest',
  'syncGuests',
  'forgetGuest',
  'listAudiences',
  'readDeal',
] as const
export type IntegrationCapability = (typeof INTEGRATION_CAPABILITIES)[number]

/**
 * Where a connection lives: `portal` (one per guest portal, chosen on the portal's integrations tab) or `partner`
 * (one per partner, e.g. Pipedrive for invoicing).
 */
export type IntegrationScope = 'portal' | 'partner'

/** The guest as the portal collected them. Only guests with an e-mail address are synced. */
export interface GuestProfile {
  email: string
  firstname: string | null
  lastname: string | null
  phone: string | null
  /** Two-letter language the guest used on the portal ("nl", "en", "fr", "de"), when known. */
  language: string | null
}

/** Where a guest event happened, for tags, attributes or the receiving system's routing. */
export interface GuestVenue {
  portalId: number
  locationId: number
  /** The venue's (location's) name. */
  name: string
}

/** Core's call for `guest.signed_in` and `guest.opted_in`. */
export interface GuestSync<Options = Record<string, unknown>> {
  /** `signed_in`: a sign-in (consent in `optIn`); `opted_in`: the guest agreed to marketing now (`optIn` is true). */
  reason: 'signed_in' | 'opted_in'
  guest: GuestProfile
  /** The guest agreed to marketing e-mail on this sign-in (or earlier on this portal). */
  optIn: boolean
  /** The guest had signed in on this portal before. */
  returning: boolean
  venue: GuestVenue
  /** When it happened (ISO 8601, UTC). */
  at: string
  /** Stable per delivery and identical on every retry: send it as the idempotency key where the service takes one. */
  deliveryId: string
  /** The connection's options (validated by the plugin's `options` validator), e.g. `{ audienceId, tags }`. */
  options: Options
}

/** Core's call for `guest.data_deleted`: the service must erase (or permanently forget) the address. */
export interface GuestForget<Options = Record<string, unknown>> {
  email: string
  at: string
  deliveryId: string
  options: Options
}

/** What one call did, in words for the activity log ("member 1a2b… subscribed, tag wifi-guest"). */
export interface IntegrationResult {
  message: string
}

/**
 * One guest's part of a batch call: what was done, or why the service refused that one record (a Plugin* error,
 * usually PluginRejectedError). A failure of the whole call (key refused, service down) is thrown instead.
 */
export type BatchItemResult = { ok: true; message: string } | { ok: false; error: Error }

/** A mailing list (Mailchimp audience) the picker offers. */
export interface Audience {
  id: string
  name: string
  memberCount: number | null
}

/** One invoice line of a CRM deal (Pipedrive deal product). Money in integer cents. */
export interface DealLine {
  productId: string | null
  name: string
  quantity: number
  unitPriceCents: number
  /** Percentage 0-100 off this line, 0 when none. */
  discountPercent: number
  /** VAT percentage on the line, null when the deal does not say. */
  taxPercent: number | null
}

export interface Deal {
  id: string
  title: string
  /** ISO 4217, upper case. */
  currency: string
  valueCents: number
  status: 'open' | 'won' | 'lost' | 'deleted'
  organizationId: string | null
  personId: string | null
  lines: DealLine[]
}

/** What `testConnection` proves and shows ("Connected to <account>"). */
export interface IntegrationInfo {
  /** The account the key belongs to, e.g. Mailchimp's account name; null when the service does not say. */
  account: string | null
}

/** A choice the options form offers for one field (an audience, a pipeline…). */
export interface OptionChoice {
  value: string
  label: string
}

/**
 * A connection to one account of the service, made by the plugin's `connect(settings, deps)` for one job or request,
 * then closed. It must not retry (core does), nor keep state between calls beyond a login it may reuse via `deps.cache`.
 */
export interface IntegrationConnection<Options = Record<string, unknown>> {
  readonly capabilities: ReadonlySet<IntegrationCapability>

  /** Proves the key works (one cheap authenticated read). Called before a connection row is saved. */
  testConnection(): Promise<IntegrationInfo>

  /**
   * The options hook: per options field, the values the user may pick, read live from the account
   * (e.g. `{ audienceId: [{ value: 'a1b2c3d4e5', label: 'Guests (120)' }] }`). Absent when there is nothing to pick.
   */
  optionChoices?(): Promise<Record<string, OptionChoice[]>>

  /** Creates or updates the guest in the service (idempotent: the same delivery may arrive twice). */
  syncGuest?(sync: GuestSync<Options>): Promise<IntegrationResult>
  /**
   * Several guests in one call where the service has a batch API (at most `batchSize` of them, each address once):
   * one result per sync, in the same order. Core uses it instead of `syncGuest` when both are declared.
   */
  syncGuests?(syncs: Array<GuestSync<Options>>): Promise<BatchItemResult[]>
  /** The most guests `syncGuests` takes in one call. */
  readonly batchSize?: number
  /** Erases the guest's address from the service (GDPR). Unknown address → success ("nothing to forget"). */
  forgetGuest?(forget: GuestForget<Options>): Promise<IntegrationResult>
  listAudiences?(): Promise<Audience[]>
  /** A deal by its id or by the URL of its page in the service (`https://acme.pipedrive.com/deal/42`). */
  readDeal?(reference: string): Promise<Deal>

  /** Frees sockets. Must not throw. */
  close(): Promise<void>
}
