import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Tenants with personal WiFi keys (issue 14): one row per tenant of a venue, its key encrypted. The row is the
 * state of the key on the controller (pending_creation → created → deactivation_scheduled → deactivated); the jobs
 * are sweeps over these rows (core/tenants/jobs). `tenant_key_leases` keeps one push per venue at a time, because
 * some vendors change a network's keys by rewriting the whole list.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('locations', (table) => {
      table.boolean('tenant_management').notNullable().defaultTo(false)
    })

    this.schema.createTable('tenants', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('name', 120).notNullable()
      table.string('email', 254).notNullable()
      table.string('language', 2).notNullable().defaultTo('nl')
      table.string('spaces', 200).nullable()
      table.integer('vlan').nullable()
      table.text('passphrase').notNullable() // encrypted with the app key
      table.string('status', 24).notNullable().defaultTo('pending_creation')
      table.timestamp('create_after', { useTz: true }).notNullable()
      table.date('deactivate_on').nullable()
      table.string('key_name', 64).nullable()
      table.string('wlan_id', 200).nullable()
      table.string('remote_key_id', 200).nullable()
      table.string('last_error', 300).nullable()
      table.timestamp('last_attempt_at', { useTz: true }).nullable()
      table.timestamp('activated_at', { useTz: true }).nullable()
      table.timestamp('deactivated_at', { useTz: true }).nullable()
      table.timestamp('mailed_at', { useTz: true }).nullable()
      table.string('public_id', 32).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['location_id', 'status'])
      table.check(
        "status in ('pending_creation', 'created', 'deactivation_scheduled', 'deactivated')"
      )
    })
    // What the sweep looks for: creations due, keys to remove.
    this.schema.raw(
      "create index tenants_due_creation_index on tenants (create_after) where status = 'pending_creation'"
    )
    this.schema.raw(
      "create index tenants_due_deactivation_index on tenants (deactivate_on) where deactivate_on is not null and status <> 'deactivated'"
    )
    // One live tenant per e-mail address and venue; a deactivated one may come back.
    this.schema.raw(
      "create unique index tenants_location_email_unique on tenants (location_id, lower(email)) where status <> 'deactivated'"
    )

    this.schema.createTable('tenant_key_leases', (table) => {
      table
        .integer('location_id')
        .unsigned()
        .primary()
        .references('locations.id')
        .onDelete('CASCADE')
      table.timestamp('claimed_until', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('tenant_key_leases')
    this.schema.dropTable('tenants')
    this.schema.alterTable('locations', (table) => {
      table.dropColumn('tenant_management')
    })
  }
}
