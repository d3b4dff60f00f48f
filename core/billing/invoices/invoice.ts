import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Customer from '#core/customers/models/customer'
import type { InvoiceLineSummary, StripeInvoiceStatus } from './invoice_rules.js'

/** A Stripe invoice mirrored into our database (spec §3 Invoice); written only by mirror_invoice.ts. */
export default class Invoice extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare stripeInvoiceId: string

  @column()
  declare stripeCustomerId: string

  @column()
  declare customerId: number | null

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @column()
  declare number: string | null

  @column()
  declare stripeStatus: StripeInvoiceStatus

  @column()
  declare amountDue: number

  @column()
  declare amountPaid: number

  @column()
  declare total: number

  /** Cents before VAT. */
  @column()
  declare subtotal: number

  /** Cents of VAT. */
  @column()
  declare tax: number

  /** Stripe's `customer_tax_exempt` of the invoice: `reverse` is a reverse-charge invoice. */
  @column()
  declare customerTaxExempt: 'none' | 'exempt' | 'reverse' | null

  @column()
  declare currency: string

  @column.dateTime()
  declare dueDate: DateTime | null

  @column()
  declare hostedInvoiceUrl: string | null

  @column()
  declare invoicePdf: string | null

  // pg would send a JS array as a Postgres array, not JSON.
  @column({ prepare: (value: InvoiceLineSummary[] | null) => JSON.stringify(value ?? []) })
  declare linesSummary: InvoiceLineSummary[]

  @column()
  declare paidOutOfBand: boolean

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare stripeCreatedAt: DateTime

  @column.dateTime()
  declare stripeSyncedAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
