import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stripe events applied by the webhook endpoint (core/billing/webhooks): the id is the key, so a redelivered event
 * finds its row and is not applied twice. The row is written in the same transaction as the handlers' changes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stripe_events', (table) => {
      table.string('id', 255).primary()
      table.string('type', 120).notNullable()
      table.timestamp('event_created_at', { useTz: true }).notNullable()
      table.boolean('livemode').notNullable().defaultTo(false)
      table.timestamp('processed_at', { useTz: true }).notNullable()
      table.index(['type', 'event_created_at'])
    })
  }

  async down() {
    this.schema.dropTable('stripe_events')
  }
}
