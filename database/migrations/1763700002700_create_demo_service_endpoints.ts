import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Where the demo's simulated outside services listen, written by the web process that started them, so that every
 * other process of the deployment (a dedicated worker above all) talks to the same simulator, or to none, instead of
 * the real service with a published demo key. `secrets` is encrypted with APP_KEY (the demo Stripe's keys).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('demo_service_endpoints', (table) => {
      table.string('service', 64).primary()
      table.text('url').notNullable()
      table.text('secrets').nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('demo_service_endpoints')
  }
}
