import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_two_factors', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      table.string('method', 10).notNullable()
      table.text('totp_secret').nullable()
      table.bigint('last_used_step').nullable()
      table.string('phone', 40).nullable()
      table.string('code_hash', 64).nullable()
      table.timestamp('code_expires_at', { useTz: true }).nullable()
      table.timestamp('code_sent_at', { useTz: true }).nullable()
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('two_factor_recovery_codes', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable().unique()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id'])
    })

    this.schema.createTable('security_settings', (table) => {
      table.increments('id')
      table.boolean('require_two_factor_for_staff').notNullable().defaultTo(false)
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.alterTable('audit_logs', (table) => {
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.alterTable('audit_logs', (table) => {
      table.dropIndex(['created_at'])
    })
    this.schema.dropTable('security_settings')
    this.schema.dropTable('two_factor_recovery_codes')
    this.schema.dropTable('user_two_factors')
  }
}
