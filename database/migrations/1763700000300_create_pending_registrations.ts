import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Open registrations waiting for their address to be confirmed. No user row exists until the mailed link is
 * opened, so nobody can claim a colleague's address (and block their invitation) by registering it first.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('pending_registrations', (table) => {
      table.increments('id')
      table.string('email', 254).notNullable().unique()
      table.string('firstname', 120).notNullable()
      table.string('name', 120).notNullable()
      table.string('lang', 2).notNullable()
      table.string('password_hash').notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('pending_registrations')
  }
}
