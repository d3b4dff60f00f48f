import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A sign-in's public handle and language: the guest's page polls `GET /rest/public/portalclient/{token}` while the
 * controller is being reached, so the handle is an unguessable token, never the row id; the language picks the
 * landing URL once the device is let through.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('portal_sign_ins', (table) => {
      table.string('token', 32).nullable().unique()
      table.string('language', 5).nullable()
    })
  }

  async down() {
    this.schema.alterTable('portal_sign_ins', (table) => {
      table.dropColumn('token')
      table.dropColumn('language')
    })
  }
}
