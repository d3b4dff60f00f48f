import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The configuration wizard of a venue (spec §2, six steps) as it was last saved, so that reopening it on any device
 * resumes where it was left; and the finish of its installation (who installed it, when, with which hardware). The
 * finished configuration report itself is written to `locations.config_report`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('location_configurations', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('locations.id')
        .onDelete('CASCADE')
      /** Per step (type, router, switch, access_point, wlans, report): the fields saved. */
      table.jsonb('steps').notNullable().defaultTo('{}')
      table.specificType('completed_steps', 'text[]').notNullable().defaultTo('{}')
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.integer('updated_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('location_installs', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('locations.id')
        .onDelete('CASCADE')
      table
        .integer('installer_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.integer('finished_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      /** The live checks as they were read when the venue went live, and the hardware allocated. */
      table.jsonb('checks').notNullable().defaultTo('{}')
      table.jsonb('hardware').notNullable().defaultTo('[]')
      table.text('override_reason').nullable()
      table.timestamp('finished_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('location_installs')
    this.schema.dropTable('location_configurations')
  }
}
