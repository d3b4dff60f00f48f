import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('partners', (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('email', 254).nullable()
      table.string('phone', 40).nullable()
      table.string('logo_path', 500).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).notNullable()
      table.string('firstname', 120).notNullable().defaultTo('')
      table.string('name', 120).notNullable().defaultTo('')
      table.string('phone', 40).nullable()
      table.string('lang', 2).notNullable().defaultTo('en')
      table.boolean('is_admin').notNullable().defaultTo(false)
      table
        .integer('partner_id')
        .unsigned()
        .nullable()
        .references('partners.id')
        .onDelete('SET NULL')
      table.boolean('two_fa_enabled').notNullable().defaultTo(false)
      table.integer('default_group_id').unsigned().nullable()
      table.integer('default_customer_id').unsigned().nullable()
      table.integer('default_location_id').unsigned().nullable()
      table.timestamp('last_login_at', { useTz: true }).nullable()
      table.timestamp('password_changed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['partner_id'])
    })
  }

  async down() {
    this.schema.dropTable('users')
    this.schema.dropTable('partners')
  }
}
