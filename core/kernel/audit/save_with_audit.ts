import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'

/** Validated API input (snake_case) as model attributes (camelCase), undefined left out. */
export function toAttributes(input: Record<string, unknown>) {
  const attributes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) attributes[string.camelCase(key)] = value
  }
  return attributes
}

/**
 * Applies validated API input (snake_case keys) to a model and saves it
 * together with its audit entry, in one transaction: both or neither.
 */
export async function saveWithAudit(
  model: LucidRow,
  input: Record<string, unknown>,
  objectType: 'customer' | 'group' | 'location' | 'partner' | 'security_settings'
) {
  model.merge(toAttributes(input))
  const { oldValues, newValues, changed } = pendingChanges(model)
  if (!changed) return model

  await db.transaction(async (trx) => {
    model.useTransaction(trx)
    await model.save()
    await recordAudit(
      {
        action: `${objectType}.updated`,
        objectType,
        objectId: model.$primaryKeyValue as number,
        oldValues,
        newValues,
      },
      trx
    )
  })
  return model
}
