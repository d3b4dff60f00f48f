import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The daily service check (core/billing/mismatches, spec §4 "Service mismatch"): what it found per venue, replaced
 * by every run, and one row per run so admins see when the venues were last checked.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('service_mismatches', (table) => {
      table.bigIncrements('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('kind', 30).notNullable()
      table.jsonb('details').notNullable().defaultTo('{}')
      table.timestamp('detected_at', { useTz: true }).notNullable()
      table.unique(['location_id', 'kind'])
    })
    this.schema.createTable('service_mismatch_checks', (table) => {
      table.bigIncrements('id')
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.integer('locations_checked').notNullable().defaultTo(0)
      table.integer('mismatches').notNullable().defaultTo(0)
      table.index(['started_at'])
    })
  }

  async down() {
    this.schema.dropTable('service_mismatch_checks')
    this.schema.dropTable('service_mismatches')
  }
}
