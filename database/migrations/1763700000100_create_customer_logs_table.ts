import { BaseSchema } from '@adonisjs/lucid/schema'

/** Dated notes that users keep about a customer (calls, agreements, visits). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('customer_logs', (table) => {
      table.increments('id')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('customers.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.date('date').notNullable()
      table.text('message').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['customer_id', 'date'])
    })
  }

  async down() {
    this.schema.dropTable('customer_logs')
  }
}
