import { BaseSchema } from '@adonisjs/lucid/schema'

/** The profile's address (spec §2 "Profile: profile, address, …"), in the fields customers and venues use. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('address', 200).nullable()
      table.string('zipcode', 12).nullable()
      table.string('city', 120).nullable()
      table.string('country', 2).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('address')
      table.dropColumn('zipcode')
      table.dropColumn('city')
      table.dropColumn('country')
    })
  }
}
