import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Mails that carry a secret link (password reset, invitation, registration confirmation) keep their full body only
 * encrypted, for the delivery job, and only until they are sent; the readable columns hold the body with the link
 * redacted, so reading the outbox opens nobody's account.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mails', (table) => {
      table.text('sealed_body').nullable()
    })
  }

  async down() {
    this.schema.alterTable('mails', (table) => {
      table.dropColumn('sealed_body')
    })
  }
}
