import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One delivery runner per integration connection and per webhook endpoint (issue 13, fan-out at scale): a runner is
 * queued at most once (`runner_queued_at`), and while it runs it holds a lease (`runner_claim` until
 * `runner_lease_until`) taken when it starts, not when it is queued. A crashed runner's lease simply runs out.
 */
export default class extends BaseSchema {
  async up() {
    for (const tableName of ['integration_connections', 'webhook_endpoints']) {
      this.schema.alterTable(tableName, (table) => {
        table.timestamp('runner_queued_at', { useTz: true }).nullable()
        table.uuid('runner_claim').nullable()
        table.timestamp('runner_lease_until', { useTz: true }).nullable()
      })
    }
    this.schema.raw(
      "create index integration_deliveries_connection_due on integration_deliveries (connection_id, next_attempt_at, id) where status = 'pending'"
    )
    this.schema.raw(
      "create index webhook_deliveries_endpoint_due on webhook_deliveries (endpoint_id, next_attempt_at, id) where status = 'pending'"
    )
  }

  async down() {
    this.schema.raw('drop index if exists integration_deliveries_connection_due')
    this.schema.raw('drop index if exists webhook_deliveries_endpoint_due')
    for (const tableName of ['integration_connections', 'webhook_endpoints']) {
      this.schema.alterTable(tableName, (table) => {
        table.dropColumn('runner_queued_at')
        table.dropColumn('runner_claim')
        table.dropColumn('runner_lease_until')
      })
    }
  }
}
