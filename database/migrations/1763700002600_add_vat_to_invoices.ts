import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * VAT on the invoice mirror (issue 32): the amount before tax, the VAT, and Stripe's `customer_tax_exempt` frozen at
 * finalization (`reverse` = reverse charge, shown with its legal mention). Rows mirrored before keep subtotal = total.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoices', (table) => {
      table.integer('subtotal').notNullable().defaultTo(0)
      table.integer('tax').notNullable().defaultTo(0)
      table.string('customer_tax_exempt', 10).nullable()
    })
    this.schema.raw('update invoices set subtotal = total')
  }

  async down() {
    this.schema.alterTable('invoices', (table) => {
      table.dropColumns('subtotal', 'tax', 'customer_tax_exempt')
    })
  }
}
