import { BaseSchema } from '@adonisjs/lucid/schema'

/** Opening hours (spec §3) for customers and groups, like locations already have. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('customers', (table) => {
      table.jsonb('opening_hours').nullable()
    })
    this.schema.alterTable('groups', (table) => {
      table.jsonb('opening_hours').nullable()
    })
  }

  async down() {
    this.schema.alterTable('groups', (table) => {
      table.dropColumn('opening_hours')
    })
    this.schema.alterTable('customers', (table) => {
      table.dropColumn('opening_hours')
    })
  }
}
