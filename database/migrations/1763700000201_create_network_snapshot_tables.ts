import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The last sync's picture of each bound location (read by every network screen), its history and device groups.
 * `fingerprint` is a digest of what the vendor reported for a row, so a sync writes only rows that changed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('network_devices', (table) => {
      table.bigIncrements('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('remote_id', 200).notNullable()
      table.string('mac', 17).nullable()
      table.string('name', 200).notNullable()
      /** A name given in Airdeck (the contract has no rename verb); shown instead of the vendor's name. */
      table.string('alias', 200).nullable()
      table.string('kind', 20).notNullable()
      table.string('model', 100).nullable()
      table.string('firmware', 100).nullable()
      table.string('ip', 45).nullable()
      table.string('state', 20).notNullable()
      table.integer('uptime_seconds').nullable()
      table.string('uplink_mac', 17).nullable()
      table.integer('uplink_port').nullable()
      table.jsonb('ports').notNullable().defaultTo('[]')
      table.string('fingerprint', 64).notNullable()
      table.timestamp('last_seen_at', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['location_id', 'remote_id'])
    })

    this.schema.createTable('network_clients', (table) => {
      table.bigIncrements('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('mac', 17).notNullable()
      table.string('name', 200).nullable()
      table.string('alias', 200).nullable()
      table.string('hostname', 200).nullable()
      table.string('ip', 45).nullable()
      table.string('fixed_ip', 45).nullable()
      table.boolean('wired').notNullable().defaultTo(false)
      table.boolean('guest').notNullable().defaultTo(false)
      table.boolean('authorized').notNullable().defaultTo(false)
      table.boolean('online').notNullable().defaultTo(true)
      table.string('ssid', 100).nullable()
      table.string('uplink_mac', 17).nullable()
      table.integer('uplink_port').nullable()
      table.integer('signal_dbm').nullable()
      table.string('signal', 20).nullable()
      table.string('vendor', 200).nullable()
      table.integer('vlan').nullable()
      table.string('network_id', 200).nullable()
      table.integer('uptime_seconds').nullable()
      /** Ours, not the vendor's: the fixed-IP change we sent and whether the client has picked it up. */
      table.string('config_state', 20).nullable()
      table.string('pending_fixed_ip', 45).nullable()
      table.boolean('reboot_needed').notNullable().defaultTo(false)
      table.string('fingerprint', 64).notNullable()
      table.timestamp('last_seen_at', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['location_id', 'mac'])
      table.index(['location_id', 'name', 'mac'], 'network_clients_list_index')
    })

    this.schema.createTable('location_networks', (table) => {
      table
        .integer('location_id')
        .unsigned()
        .primary()
        .references('locations.id')
        .onDelete('CASCADE')
      table.jsonb('wlans').notNullable().defaultTo('[]')
      table.jsonb('subnets').notNullable().defaultTo('[]')
      table.jsonb('port_profiles').notNullable().defaultTo('[]')
      table.string('fingerprint', 64).nullable()
      table.timestamp('synced_at', { useTz: true }).nullable()
      table.timestamp('reboot_requested_at', { useTz: true }).nullable()
      /** The devices that were online when the network reboot was sent: it is over when they are all back. */
      table.jsonb('reboot_waiting_for').nullable()
      table.integer('recorded_client_count').nullable()
      table.timestamp('client_count_recorded_at', { useTz: true }).nullable()
    })

    this.schema.createTable('network_events', (table) => {
      table.bigIncrements('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.timestamp('at', { useTz: true }).notNullable()
      table.string('type', 30).notNullable()
      table.string('device_id', 200).nullable()
      table.string('device_name', 200).nullable()
      table.jsonb('data').notNullable().defaultTo('{}')
      table.index(['location_id', 'id'], 'network_events_location_index')
    })

    this.schema.createTable('device_groups', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.string('type', 40).notNullable()
      table.jsonb('device_ids').notNullable().defaultTo('[]')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['location_id'])
    })
  }

  async down() {
    this.schema.dropTable('device_groups')
    this.schema.dropTable('network_events')
    this.schema.dropTable('location_networks')
    this.schema.dropTable('network_clients')
    this.schema.dropTable('network_devices')
  }
}
