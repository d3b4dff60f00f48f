/** What a guest may ask for on /mydata; also the `{type}` of the mailed link /mydata/{type}. */
export const GUEST_DATA_KINDS = ['download', 'delete'] as const
export type GuestDataKind = (typeof GUEST_DATA_KINDS)[number]

export const isGuestDataKind = (value: unknown): value is GuestDataKind =>
  (GUEST_DATA_KINDS as readonly unknown[]).includes(value)

/** The mailed link works once, for this long. */
export const GUEST_DATA_LINK_HOURS = 24

/** The outbox kind of the mail with the link (deleted with the guest's data). */
export const GUEST_DATA_MAIL_KIND = 'guest_data_link'

/** Requests per hour: per address as typed, and per IP (the form is public and sends mail). */
export const REQUESTS_PER_ADDRESS_PER_HOUR = 3
export const REQUESTS_PER_IP_PER_HOUR = 10
