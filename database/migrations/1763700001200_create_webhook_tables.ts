import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Outgoing webhooks (payments-and-integrations.md §5.2): endpoints per venue or per venue's portal, one delivery row
 * per (event, endpoint) written in the publishing transaction (the outbox), and one attempt row per try (the log).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('webhook_endpoints', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      /** `location`: the venue's webhooks; `portal`: the guest portal's (portal settings). */
      table.string('scope', 10).notNullable()
      table.string('url', 2048).notNullable()
      table.string('description', 200).nullable()
      table.jsonb('event_types').notNullable().defaultTo('[]')
      /** `whsec_...`, encrypted with the app key. */
      table.text('secret').notNullable()
      /** After a rotation, deliveries are signed with both secrets until this time. */
      table.text('previous_secret').nullable()
      table.timestamp('previous_secret_until', { useTz: true }).nullable()
      table.boolean('enabled').notNullable().defaultTo(true)
      /** `manual`, `gone` (the receiver answered 410) or `failing` (failed for days). */
      table.string('disabled_reason', 20).nullable()
      table.timestamp('disabled_at', { useTz: true }).nullable()
      /** Start of the current run of failures; cleared by a success. */
      table.timestamp('failing_since', { useTz: true }).nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['location_id', 'scope'])
    })

    this.schema.createTable('webhook_deliveries', (table) => {
      table.bigIncrements('id')
      table
        .integer('endpoint_id')
        .unsigned()
        .notNullable()
        .references('webhook_endpoints.id')
        .onDelete('CASCADE')
      /** The `webhook-id` header: stable across retries and resends, the receiver's dedupe key. */
      table.string('message_id', 40).notNullable().unique()
      table.string('event_type', 100).notNullable()
      /** The exact bytes signed and sent. */
      table.text('body').notNullable()
      /** `pending` (due at next_attempt_at), `succeeded` or `failed` (gave up). */
      table.string('status', 10).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      table.timestamp('last_attempt_at', { useTz: true }).nullable()
      table.integer('last_status_code').nullable()
      table.string('last_error', 40).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['endpoint_id', 'created_at'])
    })
    this.schema.raw(
      `create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`
    )
    this.schema.raw(
      `create index webhook_deliveries_failed on webhook_deliveries (endpoint_id, created_at) where status = 'failed'`
    )

    this.schema.createTable('webhook_attempts', (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('delivery_id')
        .unsigned()
        .notNullable()
        .references('webhook_deliveries.id')
        .onDelete('CASCADE')
      table.integer('attempt').notNullable()
      table.timestamp('attempted_at', { useTz: true }).notNullable()
      table.integer('duration_ms').notNullable()
      table.integer('status_code').nullable()
      /** When no HTTP status came back: timeout, dns, tls, connection, blocked_address, ... */
      table.string('error', 40).nullable()
      /** The first 1 KB of the answer, control characters stripped. */
      table.text('response_body').nullable()
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      table.index(['delivery_id', 'attempt'])
    })
  }

  async down() {
    this.schema.dropTable('webhook_attempts')
    this.schema.dropTable('webhook_deliveries')
    this.schema.dropTable('webhook_endpoints')
  }
}
