import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Returning guests across MAC randomisation (issue 30 item 4): `guest_key` is the random identifier the signed portal
 * cookie carries (never personal data), and `terms_accepted_at` lets a returning guest skip the terms box. Guests with
 * an address signed in through the form, which always asked for the terms, so they count as having accepted them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('portal_clients', (table) => {
      table.string('guest_key', 64).nullable().unique()
      table.timestamp('terms_accepted_at', { useTz: true }).nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        'update portal_clients set terms_accepted_at = first_seen_at where email is not null'
      )
    })
  }

  async down() {
    this.schema.alterTable('portal_clients', (table) => {
      table.dropColumn('guest_key')
      table.dropColumn('terms_accepted_at')
    })
  }
}
