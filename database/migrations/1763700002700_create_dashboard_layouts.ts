import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The per-role dashboard (issue 25): each user's layout (which cards, their order, collapsed or not, the default venue
 * filter), and what its cards read without a scan per venue. `locations.network_status_since` is when the network
 * status last moved (the sync sets it with the status; existing venues take their last recorded move, else their
 * creation). `controller_sites.online_device_count` sits beside the device and client counts the sync already keeps.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('dashboard_layouts', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      table.jsonb('cards').notNullable().defaultTo('[]')
      table.jsonb('venue_filter').nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.alterTable('locations', (table) => {
      table.timestamp('network_status_since', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.alterTable('controller_sites', (table) => {
      table.integer('online_device_count').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `update locations l set network_status_since = coalesce(
           (select max(e.at) from network_events e where e.location_id = l.id and e.type = 'network_status'),
           l.created_at)`
      )
      await db.rawQuery(
        `update controller_sites s set online_device_count = (
           select count(*) from network_devices d join locations l on l.id = d.location_id
           where l.controller_id = s.controller_id and l.controller_site_id = s.remote_id and d.state = 'online')
         where s.device_count is not null`
      )
    })
    this.schema.raw(
      "create index locations_attention_index on locations (network_status, network_status_since) where network_status in ('offline', 'warning', 'failover')"
    )
    this.schema.raw(
      "create index network_devices_offline_index on network_devices (location_id, last_seen_at) where state = 'offline'"
    )
    this.schema.raw('create index portal_sign_ins_created_index on portal_sign_ins (created_at)')
    this.schema.raw(
      "create index tenants_push_failed_index on tenants (location_id) where last_error is not null and status <> 'deactivated'"
    )
    this.schema.raw("create index alerts_open_index on alerts (location_id) where state = 'open'")
  }

  async down() {
    this.schema.raw('drop index if exists alerts_open_index')
    this.schema.raw('drop index if exists tenants_push_failed_index')
    this.schema.raw('drop index if exists portal_sign_ins_created_index')
    this.schema.raw('drop index if exists network_devices_offline_index')
    this.schema.raw('drop index if exists locations_attention_index')
    this.schema.alterTable('controller_sites', (table) => table.dropColumn('online_device_count'))
    this.schema.alterTable('locations', (table) => table.dropColumn('network_status_since'))
    this.schema.dropTable('dashboard_layouts')
  }
}
