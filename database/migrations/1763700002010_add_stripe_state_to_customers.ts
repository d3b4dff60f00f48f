import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the customer sync and Stripe's events tell us about a customer's Stripe side (core/billing/customers): the
 * eu_vat tax id and its verification, the default payment method set up through Checkout, the last sync and its
 * error. The `_at` times are the Stripe event times applied last, so an older event arriving late is ignored.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('customers', (table) => {
      table.string('stripe_tax_id', 255).nullable()
      table.string('vat_verification', 20).nullable()
      table.string('vat_verified_name', 255).nullable()
      table.timestamp('vat_verification_at', { useTz: true }).nullable()
      table.string('stripe_payment_method_id', 255).nullable()
      table.string('payment_method_label', 60).nullable()
      table.timestamp('payment_method_at', { useTz: true }).nullable()
      table.timestamp('stripe_synced_at', { useTz: true }).nullable()
      table.string('stripe_sync_error', 60).nullable()
      table.index(['payment_provider_id'])
    })
  }

  async down() {
    this.schema.alterTable('customers', (table) => {
      table.dropIndex(['payment_provider_id'])
      for (const column of [
        'stripe_tax_id',
        'vat_verification',
        'vat_verified_name',
        'vat_verification_at',
        'stripe_payment_method_id',
        'payment_method_label',
        'payment_method_at',
        'stripe_synced_at',
        'stripe_sync_error',
      ])
        table.dropColumn(column)
    })
  }
}
