import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A controller an admin marked as living on a private network (a UniFi controller on the provider's LAN): its
 * requests may reach the ranges of CONTROLLER_PRIVATE_NETWORKS, every other controller only public addresses.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('controllers', (table) => {
      table.boolean('private_network').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('controllers', (table) => {
      table.dropColumn('private_network')
    })
  }
}
