import { BaseSchema } from '@adonisjs/lucid/schema'
import { openAnswer, sealAnswer } from '#kernel/http/idempotency/sealed_answer'

/**
 * Kept Idempotency-Key answers move from clear JSON (`body`) to an encrypted column (issue 33): the rows already
 * kept are sealed here and their clear copy emptied. `body` stays for one release so a process of the previous
 * release still running during a rolling deploy can write it; the middleware reads it while `answer` is empty.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('idempotency_keys', (table) => {
      table.text('answer').nullable()
    })
    this.defer(async (db) => {
      const rows = await db
        .from('idempotency_keys')
        .whereNotNull('status')
        .select('id', 'scope', 'key', 'body')
      for (const row of rows)
        await db
          .from('idempotency_keys')
          .where('id', row.id)
          .update({ answer: sealAnswer(row.scope, row.key, row.body), body: null })
    })
  }

  async down() {
    this.defer(async (db) => {
      const rows = await db
        .from('idempotency_keys')
        .whereNotNull('answer')
        .select('id', 'scope', 'key', 'answer')
      for (const row of rows)
        await db
          .from('idempotency_keys')
          .where('id', row.id)
          .update({ body: JSON.stringify(openAnswer(row.scope, row.key, row.answer) ?? null) })
    })
    this.schema.alterTable('idempotency_keys', (table) => {
      table.dropColumn('answer')
    })
  }
}
