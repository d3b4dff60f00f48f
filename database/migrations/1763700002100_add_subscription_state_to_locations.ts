import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A venue's Stripe subscription as we mirror it (core/billing/subscriptions): our status (active, past_due,
 * cancelled), Stripe's own status, the price and product billed, the period end and a pending cancellation.
 * `subscription_synced_at` is the time of the Stripe state applied last (an event's `created`, or the moment we
 * read the subscription), so an older event that arrives late changes nothing.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('locations', (table) => {
      table.string('subscription_status', 20).nullable()
      table.string('subscription_stripe_status', 30).nullable()
      table.string('subscription_price_id', 255).nullable()
      table.string('subscription_product_id', 255).nullable()
      table.integer('subscription_amount').nullable()
      table.string('subscription_currency', 3).nullable()
      table.timestamp('subscription_period_end', { useTz: true }).nullable()
      table.boolean('subscription_cancel_at_period_end').notNullable().defaultTo(false)
      /** Why we asked Stripe to cancel at period end: `archived` (restoring the venue takes it back) or `requested`. */
      table.string('subscription_cancel_reason', 20).nullable()
      table.timestamp('subscription_synced_at', { useTz: true }).nullable()
      table.index(['subscription_id'])
      table.index(['subscription_item_id'])
    })
  }

  async down() {
    this.schema.alterTable('locations', (table) => {
      table.dropIndex(['subscription_id'])
      table.dropIndex(['subscription_item_id'])
      for (const column of [
        'subscription_status',
        'subscription_stripe_status',
        'subscription_price_id',
        'subscription_product_id',
        'subscription_amount',
        'subscription_currency',
        'subscription_period_end',
        'subscription_cancel_at_period_end',
        'subscription_cancel_reason',
        'subscription_synced_at',
      ])
        table.dropColumn(column)
    })
  }
}
