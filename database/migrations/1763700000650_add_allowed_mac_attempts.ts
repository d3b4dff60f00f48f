import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The allow-list's work is rows that fall due (architecture §6): when the controller was last asked (so a controller
 * that is down is retried on a pace, not on every tick), and devices removed here whose revoke on the controller is
 * still to be done.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('location_allowed_macs', (table) => {
      table.timestamp('last_attempt_at', { useTz: true }).nullable()
      /** Removed from the list; the row stays until the controller has revoked the device. */
      table.timestamp('removed_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('location_allowed_macs', (table) => {
      table.dropColumn('last_attempt_at')
      table.dropColumn('removed_at')
    })
  }
}
