import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Issue 26 items 4–6: installation reports with their photos (spec §3 Installation report), the installer's report
 * notes with attached files (spec §7 `/locations/{id}/report`), and a customer's whole-data exports mailed as a link.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('installation_reports', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.boolean('bridge_present').notNullable()
      table.boolean('failover_present').notNullable()
      table.boolean('guest_wifi_ok').notNullable()
      table.string('notes', 2000).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['location_id', 'created_at'])
    })

    this.schema.createTable('installation_report_photos', (table) => {
      table.increments('id')
      table
        .integer('report_id')
        .unsigned()
        .notNullable()
        .references('installation_reports.id')
        .onDelete('CASCADE')
      /** Paths under the uploads root: the photo without location metadata, and its thumbnail. */
      table.string('path', 300).notNullable()
      table.string('thumb_path', 300).notNullable()
      table.string('mime', 40).notNullable()
      table.integer('width').notNullable()
      table.integer('height').notNullable()
      table.integer('bytes').notNullable()
      table.string('original_name', 200).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['report_id'])
    })

    this.schema.createTable('location_report_notes', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('body', 4000).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['location_id', 'created_at'])
    })

    this.schema.createTable('location_report_attachments', (table) => {
      table.increments('id')
      table
        .integer('note_id')
        .unsigned()
        .notNullable()
        .references('location_report_notes.id')
        .onDelete('CASCADE')
      table.string('path', 300).notNullable()
      /** Images only: their thumbnail. */
      table.string('thumb_path', 300).nullable()
      table.string('mime', 40).notNullable()
      table.integer('bytes').notNullable()
      table.string('original_name', 200).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['note_id'])
    })

    this.schema.createTable('customer_exports', (table) => {
      table.bigIncrements('id')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('customers.id')
        .onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table
        .integer('requested_by')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('language', 5).notNullable().defaultTo('en')
      table.string('status', 10).notNullable().defaultTo('queued')
      table.string('file_path', 300).nullable()
      table.string('token_hash', 64).nullable().unique()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
    })
  }

  async down() {
    for (const name of [
      'customer_exports',
      'location_report_attachments',
      'location_report_notes',
      'installation_report_photos',
      'installation_reports',
    ])
      this.schema.dropTable(name)
  }
}
