import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Invoices mirrored from Stripe (core/billing/invoices): one row per Stripe invoice, kept current by the `invoice.*`
 * webhooks and the refresh job. `stripe_synced_at` is the time of the Stripe state the row holds (event.created), so
 * an older event arriving late changes nothing. `customers.locked_at` is the account lock of overdue invoices.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invoices', (table) => {
      table.bigIncrements('id')
      table.string('stripe_invoice_id', 255).notNullable().unique()
      table.string('stripe_customer_id', 255).notNullable()
      table
        .integer('customer_id')
        .unsigned()
        .nullable()
        .references('customers.id')
        .onDelete('SET NULL')
      table.string('number', 64).nullable()
      table.string('stripe_status', 20).notNullable()
      table.integer('amount_due').notNullable().defaultTo(0)
      table.integer('amount_paid').notNullable().defaultTo(0)
      table.integer('total').notNullable().defaultTo(0)
      table.string('currency', 3).notNullable().defaultTo('eur')
      table.timestamp('due_date', { useTz: true }).nullable()
      table.string('hosted_invoice_url', 2048).nullable()
      table.string('invoice_pdf', 2048).nullable()
      table.jsonb('lines_summary').notNullable().defaultTo('[]')
      table.boolean('paid_out_of_band').notNullable().defaultTo(false)
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('stripe_created_at', { useTz: true }).notNullable()
      table.timestamp('stripe_synced_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['customer_id', 'stripe_created_at'])
      table.index(['stripe_status', 'due_date'])
    })
    // One row per invoice we create (one-off lines or a Pipedrive deal): its id builds the Stripe idempotency keys.
    this.schema.createTable('invoice_requests', (table) => {
      table.bigIncrements('id')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('customers.id')
        .onDelete('CASCADE')
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('source', 20).notNullable()
      table.string('source_reference', 500).nullable()
      table.string('stripe_invoice_id', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
    this.schema.alterTable('customers', (table) => {
      table.timestamp('locked_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('customers', (table) => {
      table.dropColumn('locked_at')
    })
    this.schema.dropTable('invoice_requests')
    this.schema.dropTable('invoices')
  }
}
