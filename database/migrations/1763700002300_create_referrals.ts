import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Referrals (spec §3 Referral, §9 reward, core/billing/referrals): a customer's user names a company; it moves from
 * `invited` to `converted` when that company pays its first invoice, and to `rewarded` once the 200 EUR credit is in
 * Stripe. One live referral per e-mail address (the partial unique index), so the same company is credited once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('referrals', (table) => {
      table.bigIncrements('id')
      table
        .integer('referrer_customer_id')
        .unsigned()
        .notNullable()
        .references('customers.id')
        .onDelete('CASCADE')
      table
        .integer('referrer_user_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.string('email', 254).notNullable()
      table.string('name', 120).notNullable()
      table.string('company', 120).notNullable()
      table.string('sector', 20).notNullable()
      table.string('vat', 20).nullable()
      table.string('state', 20).notNullable().defaultTo('invited')
      table
        .integer('referred_customer_id')
        .unsigned()
        .nullable()
        .references('customers.id')
        .onDelete('SET NULL')
      table.string('converting_invoice_id', 255).nullable()
      table.timestamp('converted_at', { useTz: true }).nullable()
      table.integer('reward_cents').notNullable().defaultTo(20000)
      table.string('reward_currency', 3).notNullable().defaultTo('eur')
      table.string('stripe_balance_transaction_id', 255).nullable()
      table.timestamp('rewarded_at', { useTz: true }).nullable()
      table.string('reward_error', 60).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['referrer_customer_id', 'created_at'])
      table.index(['state'])
    })
    this.schema.raw('create unique index referrals_email_unique on referrals (lower(email))')
  }

  async down() {
    this.schema.dropTable('referrals')
  }
}
