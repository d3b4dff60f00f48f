import vine from '@vinejs/vine'
import { REFERRAL_SECTORS, REFERRAL_STATES } from './referral_rules.js'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)

export const createReferralValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().email().maxLength(254),
    name: vine.string().trim().minLength(1).maxLength(120),
    company: vine.string().trim().minLength(1).maxLength(120),
    sector: vine.enum(REFERRAL_SECTORS),
    /** Helps to recognise the company when it becomes a customer under another e-mail address. */
    vat: vine
      .string()
      .trim()
      .maxLength(20)
      .regex(/^[A-Za-z]{2}[\s.\-0-9A-Za-z]{2,18}$/)
      .optional(),
    /** The customer that gets the reward; by default the user's default customer. */
    customer: id().optional(),
  })
)

export const listReferralsValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().positive().max(100_000).optional(),
    perPage: vine.number().withoutDecimals().positive().max(100).optional(),
    state: vine.enum(REFERRAL_STATES).optional(),
    customer: id().optional(),
  })
)
