import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The guest captive portal (issue 12): one portal per venue with a draft and a published design, its guests, every
 * sign-in attempt (the queue that authorizes the guest's device on the controller, retried until done), vouchers,
 * devices allowed without a portal, and guests' requests for their data (GDPR).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('portals', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('locations.id')
        .onDelete('CASCADE')
      /** Unguessable id in public URLs (`/rest/public/portal/{publicId}`); never the row id. */
      table.string('public_id', 32).notNullable().unique()
      /** The settings being edited (spec §3 Portal settings, without secrets); the public page never reads it. */
      table.jsonb('draft').notNullable().defaultTo('{}')
      /** The settings the public page serves; null until the first publish. */
      table.jsonb('published').nullable()
      table.timestamp('published_at', { useTz: true }).nullable()
      table
        .integer('published_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      /** "Temporarily offline": takes effect at once, not through publishing. */
      table.boolean('offline').notNullable().defaultTo(false)
      /** Scheduled offline periods (spec §3 Scheduler): [{ from, until, repeat, times?, endsOn? }]. Immediate. */
      table.jsonb('schedule').notNullable().defaultTo('[]')
      /** Encrypted JSON of the secrets (portal password, social login keys): immediate, never returned. */
      table.text('secrets').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('portal_clients', (table) => {
      table.bigIncrements('id')
      table
        .integer('portal_id')
        .unsigned()
        .notNullable()
        .references('portals.id')
        .onDelete('CASCADE')
      table.string('email', 254).nullable()
      table.string('firstname', 100).nullable()
      table.string('lastname', 100).nullable()
      table.string('phone', 40).nullable()
      table.boolean('email_opt_in').notNullable().defaultTo(false)
      /** The local e-mail health score (0–100) and its breakdown, when the address was checked. */
      table.integer('email_score').nullable()
      table.jsonb('email_checks').nullable()
      table.string('language', 5).nullable()
      /** The last device the guest signed in with. */
      table.string('mac', 17).nullable()
      table.string('ip', 45).nullable()
      table.string('device', 100).nullable()
      table.boolean('blocked').notNullable().defaultTo(false)
      /** Integrations' sync state (mailing list...): null until an integration exists. */
      table.string('mail_sync_status', 20).nullable()
      table.integer('sign_in_count').notNullable().defaultTo(0)
      table.timestamp('first_seen_at', { useTz: true }).notNullable()
      table.timestamp('last_seen_at', { useTz: true }).notNullable()
      table.index(['portal_id', 'last_seen_at'])
      table.index(['portal_id', 'mac'])
    })
    // One guest per address per portal, whatever its case; guests without e-mail (vouchers) are one row per device.
    this.schema.raw(
      'create unique index portal_clients_portal_email_unique on portal_clients (portal_id, lower(email)) where email is not null'
    )

    this.schema.createTable('portal_sign_ins', (table) => {
      table.bigIncrements('id')
      table
        .integer('portal_id')
        .unsigned()
        .notNullable()
        .references('portals.id')
        .onDelete('CASCADE')
      table
        .bigInteger('client_id')
        .unsigned()
        .nullable()
        .references('portal_clients.id')
        .onDelete('SET NULL')
      table.bigInteger('voucher_id').unsigned().nullable()
      table.string('mac', 17).notNullable()
      /** What the controller's redirect told us (AP/gateway MAC, SSID, radio, VLAN, site, original URL...). */
      table.jsonb('redirect').notNullable().defaultTo('{}')
      table.integer('minutes').notNullable()
      /** pending → authorized, or failed after the last retry; new guests vs returning ones for insights. */
      table.string('status', 20).notNullable().defaultTo('pending')
      table.boolean('returning').notNullable().defaultTo(false)
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      table.timestamp('authorized_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['status', 'next_attempt_at'])
      table.index(['portal_id', 'created_at'])
    })

    this.schema.createTable('portal_voucher_batches', (table) => {
      table.increments('id')
      table
        .integer('portal_id')
        .unsigned()
        .notNullable()
        .references('portals.id')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.integer('duration_minutes').notNullable()
      /** How many sign-ins one code allows. */
      table.integer('max_uses').notNullable().defaultTo(1)
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('portal_vouchers', (table) => {
      table.bigIncrements('id')
      table
        .integer('batch_id')
        .unsigned()
        .notNullable()
        .references('portal_voucher_batches.id')
        .onDelete('CASCADE')
      table
        .integer('portal_id')
        .unsigned()
        .notNullable()
        .references('portals.id')
        .onDelete('CASCADE')
      table.string('code', 20).notNullable()
      table.integer('uses').notNullable().defaultTo(0)
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table.unique(['portal_id', 'code'])
    })

    this.schema.createTable('location_allowed_macs', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('mac', 17).notNullable()
      table.string('label', 100).nullable()
      /** When the controller last let it through, and why it did not when it failed. */
      table.timestamp('authorized_until', { useTz: true }).nullable()
      table.text('last_error').nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['location_id', 'mac'])
    })

    this.schema.createTable('guest_data_requests', (table) => {
      table.bigIncrements('id')
      table.string('email', 254).notNullable()
      /** download | delete */
      table.string('kind', 10).notNullable()
      /** SHA-256 of the link's token (core/kernel/crypto/secret_token.ts). */
      table.string('token_hash', 64).notNullable().unique()
      table.string('language', 5).notNullable().defaultTo('en')
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['email'])
    })
  }

  async down() {
    for (const name of [
      'guest_data_requests',
      'location_allowed_macs',
      'portal_vouchers',
      'portal_voucher_batches',
      'portal_sign_ins',
      'portal_clients',
      'portals',
    ]) {
      this.schema.dropTable(name)
    }
  }
}
