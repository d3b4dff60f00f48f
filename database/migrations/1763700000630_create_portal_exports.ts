import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Exports of a portal's guests (issue 12, spec "export started, e-mail follows"): a row first, then a job builds the
 * CSV and mails its requester a download link. The link carries a token; only its SHA-256 is kept here.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('portal_exports', (table) => {
      table.bigIncrements('id')
      table
        .integer('portal_id')
        .unsigned()
        .notNullable()
        .references('portals.id')
        .onDelete('CASCADE')
      table
        .integer('requested_by')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      /** queued → ready (file written, mail queued), or failed after the job's last attempt. */
      table.string('status', 10).notNullable().defaultTo('queued')
      table.string('language', 5).notNullable().defaultTo('en')
      /** The CSV under the uploads root; removed when the link expires. */
      table.string('file_path', 300).nullable()
      table.integer('row_count').nullable()
      table.string('token_hash', 64).nullable().unique()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.index(['portal_id', 'requested_by', 'status'])
    })
  }

  async down() {
    this.schema.dropTable('portal_exports')
  }
}
