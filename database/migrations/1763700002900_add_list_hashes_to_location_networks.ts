import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the last sync stored for a venue, per list: a digest of the devices and one of the clients as the vendor
 * reported them (the WLANs, subnets and port profiles already have `fingerprint`). A sync that fetches the same
 * digests skips the site's rows. Written in the transaction that writes the rows, so an interrupted sync never leaves
 * a digest that the rows do not match. A row another writer marks for a second look (`fingerprint = ''`, a pending
 * fixed IP) makes its list count as changed: the partial indexes find those cheaply.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('location_networks', (table) => {
      table.string('devices_hash', 64).nullable()
      table.string('clients_hash', 64).nullable()
    })
    this.schema.raw(
      "create index network_devices_to_look_at on network_devices (location_id) where fingerprint = ''"
    )
    this.schema.raw(
      "create index network_clients_to_look_at on network_clients (location_id) where fingerprint = '' or config_state = 'pending'"
    )
  }

  async down() {
    this.schema.raw('drop index if exists network_clients_to_look_at')
    this.schema.raw('drop index if exists network_devices_to_look_at')
    this.schema.alterTable('location_networks', (table) => {
      table.dropColumns('devices_hash', 'clients_hash')
    })
  }
}
