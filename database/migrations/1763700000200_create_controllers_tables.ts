import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Network controllers (a connection to a vendor's controller, saved only after a tested login), the sites each one
 * exposes, and the binding of a location to one site. The binding stores the vendor's site id rather than a
 * controller_sites row, so it survives a site disappearing for one sync.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('controllers', (table) => {
      table.increments('id')
      table.string('alias', 100).notNullable()
      table.string('vendor', 40).notNullable()
      table.string('url', 500).notNullable()
      table.string('username', 200).nullable()
      table.jsonb('settings').notNullable().defaultTo('{}')
      table.text('secrets').nullable()
      table.string('version', 40).nullable()
      table.string('flavour', 40).nullable()
      table.string('web_ui_url', 500).nullable()
      table.string('status', 20).notNullable().defaultTo('never_synced')
      table.text('last_error').nullable()
      table.timestamp('last_sync_at', { useTz: true }).nullable()
      table.integer('sync_interval_seconds').notNullable().defaultTo(60)
      /** Lease of the sync running now: no two syncs of one controller overlap. */
      table.timestamp('sync_claimed_until', { useTz: true }).nullable()
      /** Set by the periodic tick when it dispatched a sync, so a due controller is dispatched once. */
      table.timestamp('sync_requested_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['alias'])
    })

    this.schema.createTable('controller_sites', (table) => {
      table.increments('id')
      table
        .integer('controller_id')
        .unsigned()
        .notNullable()
        .references('controllers.id')
        .onDelete('CASCADE')
      table.string('remote_id', 200).notNullable()
      table.string('name', 300).notNullable()
      table.string('parent_id', 200).nullable()
      table.string('parent_name', 300).nullable()
      table.integer('device_count').nullable()
      table.integer('client_count').nullable()
      table.timestamp('seen_at', { useTz: true }).notNullable()
      table.unique(['controller_id', 'remote_id'])
    })

    this.schema.alterTable('locations', (table) => {
      table
        .integer('controller_id')
        .unsigned()
        .nullable()
        .references('controllers.id')
        .onDelete('SET NULL')
      table.string('controller_site_id', 200).nullable()
      table.unique(['controller_id', 'controller_site_id'])
    })
  }

  async down() {
    this.schema.alterTable('locations', (table) => {
      table.dropUnique(['controller_id', 'controller_site_id'])
      table.dropColumn('controller_site_id')
      table.dropColumn('controller_id')
    })
    this.schema.dropTable('controller_sites')
    this.schema.dropTable('controllers')
  }
}
