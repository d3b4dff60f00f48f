import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Idempotency-Key replays (architecture §3): the first answer to a creating POST, kept 24 hours per caller and key,
 * so a client that retries after a lost answer gets the same record instead of a second one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('idempotency_keys', (table) => {
      table.bigIncrements('id')
      table.string('scope', 80).notNullable()
      table.string('key', 255).notNullable()
      table.string('request_hash', 64).notNullable()
      table.integer('status').nullable()
      table.jsonb('body').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['scope', 'key'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('idempotency_keys')
  }
}
