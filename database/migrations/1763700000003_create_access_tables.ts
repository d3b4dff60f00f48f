import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Access grants give a user permission keys on a group, customer or
 * location; partner grants give every member of a partner the same.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('access_grants', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('subject_type', 10).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.specificType('permissions', 'text[]').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'subject_type', 'subject_id'])
      table.index(['subject_type', 'subject_id'])
    })

    this.schema.createTable('partner_grants', (table) => {
      table.increments('id')
      table
        .integer('partner_id')
        .unsigned()
        .notNullable()
        .references('partners.id')
        .onDelete('CASCADE')
      table.string('subject_type', 10).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.specificType('permissions', 'text[]').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['partner_id', 'subject_type', 'subject_id'])
      table.index(['subject_type', 'subject_id'])
    })

    this.schema.createTable('invitations', (table) => {
      table.increments('id')
      table.string('email', 254).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table
        .integer('invited_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table
        .integer('partner_id')
        .unsigned()
        .nullable()
        .references('partners.id')
        .onDelete('CASCADE')
      table.string('subject_type', 10).nullable()
      table.integer('subject_id').unsigned().nullable()
      table.specificType('permissions', 'text[]').notNullable().defaultTo('{}')
      table.string('lang', 2).notNullable().defaultTo('en')
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('accepted_at', { useTz: true }).nullable()
      table
        .integer('accepted_user_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['email'])
    })
  }

  async down() {
    this.schema.dropTable('invitations')
    this.schema.dropTable('partner_grants')
    this.schema.dropTable('access_grants')
  }
}
