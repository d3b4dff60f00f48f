import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Configuration files for controllers (spec §3 Config, /admin/config): each belongs to a vendor and a range of
 * controller versions, its bytes live in the uploads storage. A venue points at the file applied to it; a file in
 * use cannot be deleted (restrict), so a venue never points at bytes that are gone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('network_config_files', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.string('vendor', 40).notNullable()
      table.string('min_version', 40).notNullable()
      /** Null: no upper bound. */
      table.string('max_version', 40).nullable()
      table.boolean('can_change_wifi_settings').notNullable().defaultTo(false)
      table.string('original_name', 255).notNullable()
      table.integer('size').notNullable()
      table.string('sha256', 64).notNullable()
      table.string('storage_path', 500).notNullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['vendor'])
      table.index(['name'])
    })

    this.schema.alterTable('locations', (table) => {
      table
        .integer('config_file_id')
        .unsigned()
        .nullable()
        .references('network_config_files.id')
        .onDelete('RESTRICT')
      table.timestamp('config_applied_at', { useTz: true }).nullable()
      table
        .integer('config_applied_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.index(['config_file_id'])
    })
  }

  async down() {
    this.schema.alterTable('locations', (table) => {
      table.dropIndex(['config_file_id'])
      table.dropColumn('config_applied_by')
      table.dropColumn('config_applied_at')
      table.dropColumn('config_file_id')
    })
    this.schema.dropTable('network_config_files')
  }
}
