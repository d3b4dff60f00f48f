import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#kernel/audit/audit'

/** Stores the revenue target of a year (euro cents), with an audit entry of the old and new amount. */
export async function setFinancialTarget(input: { year: number; amount: number }, userId: number) {
  return db.transaction(async (trx) => {
    const before = await trx.from('financial_targets').where('year', input.year).forUpdate().first()
    await trx
      .insertQuery()
      .table('financial_targets')
      .insert({
        year: input.year,
        amount: input.amount,
        updated_by: userId,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .onConflict('year')
      .merge(['amount', 'updated_by', 'updated_at'])
    await recordAudit(
      {
        action: 'financial_target.updated',
        objectType: 'financial_target',
        objectId: input.year,
        oldValues: before ? { amount: Number(before.amount) } : null,
        newValues: { amount: input.amount },
      },
      trx
    )
    return { year: input.year, amount: input.amount }
  })
}
