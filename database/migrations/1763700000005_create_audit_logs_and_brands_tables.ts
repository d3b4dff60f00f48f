import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('audit_logs', (table) => {
      table.bigIncrements('id')
      table.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('actor_email', 254).nullable()
      table.string('action', 64).notNullable()
      table.string('object_type', 40).nullable()
      table.string('object_id', 40).nullable()
      table.jsonb('old_values').nullable()
      table.jsonb('new_values').nullable()
      table.string('ip', 45).nullable()
      table.string('user_agent', 400).nullable()
      table.string('request_id', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['object_type', 'object_id'])
      table.index(['actor_id'])
      table.index(['action', 'created_at'])
    })

    this.schema.createTable('brands', (table) => {
      table.increments('id')
      table.string('slug', 63).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('main_color', 7).nullable()
      table.string('icon_path', 500).nullable()
      table
        .integer('partner_id')
        .unsigned()
        .nullable()
        .references('partners.id')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('brands')
    this.schema.dropTable('audit_logs')
  }
}
