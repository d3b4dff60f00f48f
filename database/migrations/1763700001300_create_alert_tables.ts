import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Alert rules and the alert log (issue 13 item 4). A rule says what to watch (trigger), where (scope), whom to tell
 * (recipients, the alert webhook events) and when (always, or only during the venue's opening hours). An alert is one
 * rule's finding about one venue and one subject in it (the venue itself, or a device): `pending` while a condition
 * waits out the rule's minutes, `open` once notified, `resolved` when it cleared. At most one pending or open alert
 * per rule, venue and subject: the partial unique index makes the evaluation idempotent across processes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('alert_rules', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('trigger', 40).notNullable()
      /** The trigger's number: a client count (clients above/below) or minutes without a sign-in. */
      table.integer('threshold').nullable()
      /** How long the condition must hold before the alert triggers (device offline for N minutes). */
      table.integer('for_minutes').notNullable().defaultTo(0)
      table.string('scope_type', 20).notNullable()
      table.integer('scope_id').nullable()
      table.jsonb('recipient_ids').notNullable().defaultTo('[]')
      table.boolean('send_webhook').notNullable().defaultTo(false)
      table.boolean('only_opening_hours').notNullable().defaultTo(false)
      /** Repeat suppression: an alert still open is mailed again after this many minutes, never when null. */
      table.integer('renotify_minutes').nullable()
      table.boolean('enabled').notNullable().defaultTo(true)
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['scope_type', 'scope_id'])
    })

    this.schema.createTable('alerts', (table) => {
      table.bigIncrements('id')
      table
        .integer('rule_id')
        .unsigned()
        .notNullable()
        .references('alert_rules.id')
        .onDelete('CASCADE')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      /** `location`, or `device:<vendor id>` for the device triggers. */
      table.string('subject', 220).notNullable()
      table.string('subject_name', 200).nullable()
      table.string('state', 20).notNullable()
      table.jsonb('details').notNullable().defaultTo('{}')
      /** When the condition was first seen (the start of a pending alert). */
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('triggered_at', { useTz: true }).nullable()
      table.timestamp('resolved_at', { useTz: true }).nullable()
      table.timestamp('last_notified_at', { useTz: true }).nullable()
      table.integer('notifications').notNullable().defaultTo(0)
      table.index(['location_id', 'started_at'])
      table.index(['state', 'started_at'])
    })
    this.schema.raw(
      "create unique index alerts_one_active_per_subject on alerts (rule_id, location_id, subject) where state in ('pending', 'open')"
    )
  }

  async down() {
    this.schema.dropTable('alerts')
    this.schema.dropTable('alert_rules')
  }
}
