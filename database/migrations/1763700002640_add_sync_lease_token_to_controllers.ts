import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The holder of a controller's sync lease: the lease is short and renewed while the sync runs, and only its holder
 * may renew or release it (a sync that outlived its lease must not end the next one's).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('controllers', (table) => {
      table.uuid('sync_lease_token').nullable()
    })
  }

  async down() {
    this.schema.alterTable('controllers', (table) => {
      table.dropColumn('sync_lease_token')
    })
  }
}
