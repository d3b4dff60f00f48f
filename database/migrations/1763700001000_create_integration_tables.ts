import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Integrations (issue 13, architecture §5 and §10): a connection is a row, saved only after a tested `connect`;
 * every guest event bound for a connection is first a delivery row (the outbox) written in the event's transaction,
 * then delivered by the `integrations` queue with backoff; every attempt is a line of the connection's activity log.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('integration_connections', (table) => {
      table.increments('id')
      table.string('plugin_id', 64).notNullable()
      table.integer('portal_id').nullable().references('portals.id').onDelete('CASCADE')
      table.integer('partner_id').nullable().references('partners.id').onDelete('CASCADE')
      /** active | inactive (paused by its owner) | needs_credentials (the key stopped working) */
      table.string('state', 24).notNullable().defaultTo('active')
      /** The plugin's settings (the key included) as JSON, encrypted with the app key. */
      table.text('settings').notNullable()
      table.jsonb('options').notNullable().defaultTo('{}')
      /** The account the key belongs to, as the service named it. */
      table.string('account', 255).nullable()
      table.integer('connected_by').nullable().references('users.id').onDelete('SET NULL')
      table.text('last_error').nullable()
      table.timestamp('last_error_at', { useTz: true }).nullable()
      table.timestamp('last_success_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      'create unique index integration_connections_portal_unique on integration_connections (portal_id, plugin_id) where portal_id is not null'
    )
    this.schema.raw(
      'create unique index integration_connections_partner_unique on integration_connections (partner_id, plugin_id) where partner_id is not null'
    )
    this.schema.raw(
      'alter table integration_connections add constraint integration_connections_one_owner check ((portal_id is null) <> (partner_id is null))'
    )

    this.schema.createTable('integration_deliveries', (table) => {
      table.bigIncrements('id')
      table
        .integer('connection_id')
        .notNullable()
        .references('integration_connections.id')
        .onDelete('CASCADE')
      table.string('event', 64).notNullable()
      /** The event as published; emptied once delivered (no guest data kept longer than needed). */
      table.jsonb('payload').nullable()
      /** The guest's e-mail (lower case) while the row holds guest data, so a data deletion can cancel it. */
      table.string('email', 320).nullable()
      /** pending | delivered | rejected (the service refused this record) | failed (given up after the last retry) */
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      /** Set by the tick that claimed the row: only the job given this claim delivers it (a later re-claim wins). */
      table.uuid('claim').nullable()
      table.text('last_error').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      "create index integration_deliveries_due on integration_deliveries (next_attempt_at) where status = 'pending'"
    )
    this.schema.raw(
      'create index integration_deliveries_connection on integration_deliveries (connection_id, id)'
    )
    this.schema.raw(
      'create index integration_deliveries_email on integration_deliveries (email) where email is not null'
    )

    this.schema.createTable('integration_attempts', (table) => {
      table.bigIncrements('id')
      table
        .integer('connection_id')
        .notNullable()
        .references('integration_connections.id')
        .onDelete('CASCADE')
      table
        .bigInteger('delivery_id')
        .nullable()
        .references('integration_deliveries.id')
        .onDelete('SET NULL')
      /** sync | forget | test | connect */
      table.string('action', 16).notNullable()
      table.string('event', 64).nullable()
      table.boolean('ok').notNullable()
      table.text('message').notNullable()
      table.integer('duration_ms').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      'create index integration_attempts_connection on integration_attempts (connection_id, id desc)'
    )
  }

  async down() {
    this.schema.dropTable('integration_attempts')
    this.schema.dropTable('integration_deliveries')
    this.schema.dropTable('integration_connections')
  }
}
