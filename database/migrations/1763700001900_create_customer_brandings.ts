import { BaseSchema } from '@adonisjs/lucid/schema'

/** A customer's branding (spec §3 Branding): its users' dashboard, mails, portals and status pages wear it. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('customer_brandings', (table) => {
      table.increments('id')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('customers.id')
        .onDelete('CASCADE')
      table.string('main_color', 7).nullable()
      table.string('logo_path', 300).nullable()
      table.string('header_path', 300).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('customer_brandings')
  }
}
