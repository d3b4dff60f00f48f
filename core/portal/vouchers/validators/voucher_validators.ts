import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

export const MAX_CODES_PER_BATCH = 1000
/** A year: longer than any venue hands out internet for one code. */
export const MAX_VOUCHER_MINUTES = 525_600

export const listVoucherBatchesValidator = vine.create({
  page: listQuery.page,
  perPage: listQuery.perPage,
})

export const createVoucherBatchValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(100)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
  count: vine.number().withoutDecimals().range([1, MAX_CODES_PER_BATCH]),
  /** How long one sign-in with a code lets the guest in. */
  durationMinutes: vine.number().withoutDecimals().range([1, MAX_VOUCHER_MINUTES]),
  /** How many sign-ins one code allows (default 1). */
  maxUses: vine.number().withoutDecimals().range([1, 1000]).optional(),
  /** The last day the codes work (in the venue's time zone); none = no expiry. */
  expiresOn: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
})

/** The printed sheet's language; the venue's customer's language by default. */
export const voucherSheetValidator = vine.create({
  lang: vine.enum(['nl', 'en', 'fr', 'de']).optional(),
})
