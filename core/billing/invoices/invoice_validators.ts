import vine from '@vinejs/vine'
import { INVOICE_STATUSES } from './invoice_rules.js'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)
const date = () => vine.date({ formats: ['YYYY-MM-DD'] })

const listFields = {
  page: vine.number().withoutDecimals().positive().max(100_000).optional(),
  perPage: vine.number().withoutDecimals().positive().max(100).optional(),
  status: vine.enum(INVOICE_STATUSES).optional(),
  /** Created on or after / on or before (dates, UTC). */
  from: date().optional(),
  to: date().optional(),
}

export const listInvoicesValidator = vine.compile(
  vine.object({
    ...listFields,
    customer: id().optional(),
    /** Only invoices past their due date and unpaid (same as status=overdue). */
    overdue: vine.boolean().optional(),
  })
)

export const listOwnInvoicesValidator = vine.compile(
  vine.object({ ...listFields, customer: id().optional() })
)

export const listCustomerInvoicesValidator = vine.compile(vine.object(listFields))

const invoiceLine = vine.object({
  description: vine.string().trim().minLength(1).maxLength(250),
  quantity: vine.number().withoutDecimals().positive().max(10_000),
  /** Integer cents, excluding VAT; a negative amount is a discount line. */
  unit_amount: vine.number().withoutDecimals().min(-10_000_000).max(10_000_000),
})

const oneOffFields = {
  lines: vine.array(invoiceLine).minLength(1).maxLength(50),
  currency: vine.enum(['eur'] as const).optional(),
  /** Days the customer has to pay; without it the customer's default payment method is charged at once. */
  days_until_due: vine.number().withoutDecimals().min(0).max(90).optional(),
  description: vine.string().trim().maxLength(500).optional(),
}

export const createInvoiceValidator = vine.compile(vine.object({ ...oneOffFields, customer: id() }))

export const createCustomerInvoiceValidator = vine.compile(vine.object(oneOffFields))

export const pipedriveInvoiceValidator = vine.compile(
  vine.object({
    customer: id(),
    /** The deal's page (`https://<company>.pipedrive.com/deal/42`) or its id. */
    deal: vine.string().trim().minLength(1).maxLength(500),
    /** Whose Pipedrive connection reads the deal; by default the signed-in user's partner. */
    partner: id().optional(),
    days_until_due: vine.number().withoutDecimals().min(0).max(90).optional(),
  })
)

export const markInvoicePaidValidator = vine.compile(
  vine.object({
    /** Only `true`: an invoice paid outside Stripe (bank transfer, cash) is marked paid there too. */
    paid_out_of_band: vine.boolean(),
  })
)
