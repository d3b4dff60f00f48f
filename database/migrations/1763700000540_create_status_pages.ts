import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Public status pages (issue 14): an unguessable public id on venues, customers and groups, and the designer's
 * draft and published settings per page.
 *
 * The public id is 16 random bytes (gen_random_uuid, 122 of them random) in URL-safe base64 without padding:
 * 22 characters. It is a column default, so every insert path (the API, the demo seed, benchmarks writing SQL)
 * gets one, and adding the column fills the existing rows, each with its own value.
 */
const PUBLIC_ID =
  "translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')"
const SUBJECT_TABLES = ['locations', 'customers', 'groups']

export default class extends BaseSchema {
  async up() {
    for (const name of SUBJECT_TABLES) {
      this.schema.alterTable(name, (table) => {
        table.string('public_id', 22).notNullable().defaultTo(this.raw(PUBLIC_ID)).unique()
      })
    }

    this.schema.createTable('status_pages', (table) => {
      table.increments('id')
      table.string('subject_type', 10).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      /** What the designer edits; the public page never shows it. */
      table.jsonb('draft').notNullable()
      /** What the public page shows; null until the first publish (the page shows the defaults). */
      table.jsonb('published').nullable()
      table.timestamp('published_at', { useTz: true }).nullable()
      table
        .integer('published_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['subject_type', 'subject_id'])
      table.check("subject_type in ('location', 'customer', 'group')")
    })
  }

  async down() {
    this.schema.dropTable('status_pages')
    for (const name of SUBJECT_TABLES) {
      this.schema.alterTable(name, (table) => {
        table.dropUnique(['public_id'])
        table.dropColumn('public_id')
      })
    }
  }
}
