import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The venues' network history as a compact time series (issue 11 item 9): one `raw` row per venue per sync, kept
 * 48 hours, then rolled up into `hour` rows kept 90 days (core/network/history/roll_up_history.ts).
 * `measured_samples` counts the samples that carried device and client readings: a sync that could not reach the
 * controller is a down sample without readings, so it lowers the uptime but leaves a gap in the clients chart.
 * The averages are over the measured samples, which keeps every merge an exact weighted average.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('network_history_points', (table) => {
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table.string('granularity', 4).notNullable()
      table.timestamp('at', { useTz: true }).notNullable()
      table.integer('samples').notNullable()
      table.integer('up_samples').notNullable()
      table.integer('measured_samples').notNullable()
      table.float('devices_online').nullable()
      table.float('devices_total').nullable()
      table.float('clients').nullable()
      table.integer('clients_max').nullable()
      // (location_id, at) first: the same key serves the chart's range reads.
      table.primary(['location_id', 'at', 'granularity'])
      table.index(['granularity', 'at'], 'network_history_points_retention_index')
      table.check("granularity in ('raw', 'hour')")
      table.check('up_samples between 0 and samples and measured_samples between 0 and samples')
    })
  }

  async down() {
    this.schema.dropTable('network_history_points')
  }
}
