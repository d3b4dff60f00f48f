import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When a sync last read a venue's settings lists (WLANs, subnets, port profiles) from its controller. The periodic
 * sync reads them again only when this is older than NETWORK_SETTINGS_REFRESH_MINUTES, or when our own change marked
 * them for a second look (`fingerprint` null): they change rarely, and they are most of the vendor requests of a
 * sync in which nothing moved. Null: never read, due at once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('location_networks', (table) => {
      table.timestamp('settings_read_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('location_networks', (table) => {
      table.dropColumn('settings_read_at')
    })
  }
}
