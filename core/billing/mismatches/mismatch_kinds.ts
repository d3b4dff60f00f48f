/** Spec §4 "Service mismatch" (messages in §8 "Service"). */
export const MISMATCH_KINDS = [
  'installed_not_billed',
  'billed_not_active',
  'product_differs',
] as const
export type MismatchKind = (typeof MISMATCH_KINDS)[number]

/** Installed: the venue runs (live, or on standby); billed: Stripe still bills it (active or past due). */
export const INSTALLED_STATUSES = ['live', 'standby'] as const
export const BILLED_STATUSES = ['active', 'past_due'] as const
