import { BaseSchema } from '@adonisjs/lucid/schema'

/** Per-vendor venue settings (a plugin's `locationSettings`), keyed by plugin id: `{ "<plugin>": { ... } }`. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('locations', (table) => {
      table.jsonb('vendor_settings').notNullable().defaultTo('{}')
    })
  }

  async down() {
    this.schema.alterTable('locations', (table) => {
      table.dropColumn('vendor_settings')
    })
  }
}
