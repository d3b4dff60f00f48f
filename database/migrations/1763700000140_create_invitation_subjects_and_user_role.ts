import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The invite wizard grants access to several objects at once: one row per
 * object an invitation opens. Users get a free-text role ("manager", ...).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invitation_subjects', (table) => {
      table.increments('id')
      table
        .integer('invitation_id')
        .unsigned()
        .notNullable()
        .references('invitations.id')
        .onDelete('CASCADE')
      table.string('subject_type', 10).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.unique(['invitation_id', 'subject_type', 'subject_id'])
      table.index(['subject_type', 'subject_id'])
    })
    this.schema.alterTable('users', (table) => {
      table.string('role', 60).nullable()
    })
    this.schema.alterTable('invitations', (table) => {
      table.index(['partner_id'])
    })
  }

  async down() {
    this.schema.alterTable('invitations', (table) => {
      table.dropIndex(['partner_id'])
    })
    this.schema.alterTable('users', (table) => {
      table.dropColumn('role')
    })
    this.schema.dropTable('invitation_subjects')
  }
}
