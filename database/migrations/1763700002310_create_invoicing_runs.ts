import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The monthly invoicing run (core/billing/monthly_invoicing): one row per run with its progress; one row per customer
 * and period holding the Stripe draft/finalized invoice; one row per invoice item created, keyed by the venue and the
 * line, so a rerun or a retried batch never bills a line twice even after Stripe's 24 h idempotency window.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invoicing_runs', (table) => {
      table.bigIncrements('id')
      table.string('period', 7).notNullable()
      table.string('status', 30).notNullable().defaultTo('pending')
      table
        .integer('started_by_user_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.integer('customers_total').notNullable().defaultTo(0)
      table.integer('customers_done').notNullable().defaultTo(0)
      table.integer('customers_failed').notNullable().defaultTo(0)
      table.integer('venues_billed').notNullable().defaultTo(0)
      table.integer('items_created').notNullable().defaultTo(0)
      table.integer('invoices_finalized').notNullable().defaultTo(0)
      table.bigInteger('amount_cents').notNullable().defaultTo(0)
      table.string('error', 255).nullable()
      table.timestamp('started_at', { useTz: true }).nullable()
      table.timestamp('heartbeat_at', { useTz: true }).nullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['created_at'])
    })
    this.schema.raw(
      "create unique index invoicing_runs_one_active_per_period on invoicing_runs (period) where status in ('pending', 'running')"
    )
    this.schema.createTable('monthly_invoices', (table) => {
      table.bigIncrements('id')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('customers.id')
        .onDelete('CASCADE')
      table.string('period', 7).notNullable()
      table.string('stripe_invoice_id', 255).notNullable()
      table.string('status', 20).notNullable().defaultTo('draft')
      table.integer('amount_cents').notNullable().defaultTo(0)
      table.string('currency', 3).notNullable().defaultTo('eur')
      table.integer('last_run_id').unsigned().nullable()
      table.string('error', 255).nullable()
      table.timestamp('finalized_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['customer_id', 'period'])
    })
    this.schema.createTable('monthly_invoice_lines', (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('monthly_invoice_id')
        .unsigned()
        .notNullable()
        .references('monthly_invoices.id')
        .onDelete('CASCADE')
      table
        .integer('location_id')
        .unsigned()
        .nullable()
        .references('locations.id')
        .onDelete('SET NULL')
      table.string('line_key', 120).notNullable()
      table.string('stripe_invoice_item_id', 255).notNullable()
      table.integer('amount_cents').notNullable()
      table.string('currency', 3).notNullable().defaultTo('eur')
      table.string('description', 255).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['monthly_invoice_id', 'location_id', 'line_key'])
    })
  }

  async down() {
    this.schema.dropTable('monthly_invoice_lines')
    this.schema.dropTable('monthly_invoices')
    this.schema.dropTable('invoicing_runs')
  }
}
