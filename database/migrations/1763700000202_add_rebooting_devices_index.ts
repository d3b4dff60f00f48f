import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The sync tick asks, per controller, whether one of its venues has a device rebooting. Such devices are few at
 * any moment, so a partial index answers that without scanning every device.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `create index network_devices_rebooting_index on network_devices (location_id) where state = 'rebooting'`
    )
  }

  async down() {
    this.schema.raw('drop index if exists network_devices_rebooting_index')
  }
}
