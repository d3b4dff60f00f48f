import { BaseSchema } from '@adonisjs/lucid/schema'

/** White-label brands edited by admins: a second colour, an uploaded logo and the sender name of their mails. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('brands', (table) => {
      table.string('accent_color', 7).nullable()
      table.string('logo_path', 500).nullable()
      table.string('mail_from_name', 120).nullable()
    })
  }

  async down() {
    this.schema.alterTable('brands', (table) => {
      table.dropColumns('accent_color', 'logo_path', 'mail_from_name')
    })
  }
}
