import { BaseSchema } from '@adonisjs/lucid/schema'

/** The firmware version the vendor offers for a device (null: up to date or not reported), kept with its snapshot. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('network_devices', (table) => {
      table.string('firmware_upgrade', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('network_devices', (table) => {
      table.dropColumn('firmware_upgrade')
    })
  }
}
