import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A short code per venue that staff can type on /status (the 22-character public id stays in the QR code): 8
 * characters of an alphabet without 0/O, 1/I/L, case-insensitive on input. Each character comes from one random byte
 * of gen_random_uuid (a column default may hold no subquery, so the expression repeats per character). As a column
 * default every insert path gets one, and adding the column gives each existing venue its own. The alphabet is the
 * one of core/status_pages/status_code.ts, written out here so this migration stays as it ran.
 */
const STATUS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const STATUS_CODE_LENGTH = 8
const randomCharacter = `substr('${STATUS_CODE_ALPHABET}', 1 + get_byte(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 0) % ${STATUS_CODE_ALPHABET.length}, 1)`
const STATUS_CODE = Array.from({ length: STATUS_CODE_LENGTH }, () => randomCharacter).join(' || ')

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('locations', (table) => {
      table
        .string('status_code', STATUS_CODE_LENGTH)
        .notNullable()
        .defaultTo(this.raw(STATUS_CODE))
        .unique()
    })
  }

  async down() {
    this.schema.alterTable('locations', (table) => {
      table.dropUnique(['status_code'])
      table.dropColumn('status_code')
    })
  }
}
