import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CustomerLog from '#core/customers/models/customer_log'
import type Customer from '#core/customers/models/customer'
import type User from '#core/users/models/user'
import { createdValues, recordAudit } from '#kernel/audit/audit'

export async function createCustomerLog(
  customer: Customer,
  author: User,
  input: { date?: Date; message: string }
) {
  return db.transaction(async (trx) => {
    const log = await CustomerLog.create(
      {
        customerId: customer.id,
        userId: author.id,
        date: input.date ? DateTime.fromJSDate(input.date) : DateTime.now(),
        message: input.message,
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'customer_log.created',
        objectType: 'customer',
        objectId: customer.id,
        newValues: createdValues(log),
      },
      trx
    )
    return log
  })
}

export async function deleteCustomerLog(log: CustomerLog) {
  await db.transaction(async (trx) => {
    const oldValues = createdValues(log)
    log.useTransaction(trx)
    await log.delete()
    await recordAudit(
      {
        action: 'customer_log.deleted',
        objectType: 'customer',
        objectId: log.customerId,
        oldValues,
      },
      trx
    )
  })
}
