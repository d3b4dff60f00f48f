import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `integration_attempts.delivery_id` is set to null when its delivery is removed (retention, a venue deleted): without
 * an index each removed delivery scans the whole activity log, which made removing 30,000 deliveries take minutes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'create index integration_attempts_delivery on integration_attempts (delivery_id) where delivery_id is not null'
    )
  }

  async down() {
    this.schema.raw('drop index if exists integration_attempts_delivery')
  }
}
