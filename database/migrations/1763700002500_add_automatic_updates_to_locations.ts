import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Nightly firmware updates of a venue's devices (plan feature `automatic_updates`, docs/billing.md). The venue's
 * choice stays when its plan drops below the feature: the nightly run skips it until the plan includes it again.
 * `automatic_updates_run_on` is the venue-local date of the last nightly run, so one night dispatches it once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('locations', (table) => {
      table.boolean('automatic_updates').notNullable().defaultTo(false)
      table.date('automatic_updates_run_on').nullable()
    })
  }

  async down() {
    this.schema.alterTable('locations', (table) => {
      table.dropColumn('automatic_updates')
      table.dropColumn('automatic_updates_run_on')
    })
  }
}
