import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'

/**
 * The venues an event is about, read from its payload by the registry's naming: `locationId` / `locationIds`, or
 * `portalId` / `portalIds` (a portal belongs to one venue). An event about no venue reaches no endpoint.
 */
export async function eventLocationIds(
  payload: Record<string, unknown>,
  trx: TransactionClientContract | null
): Promise<number[]> {
  const ids = new Set(numbers(payload.locationId, payload.locationIds))
  // A guest event names its portal and that portal's venue (taken from the same row): nothing to look up.
  if (
    Number.isInteger(payload.locationId) &&
    Number.isInteger(payload.portalId) &&
    !payload.portalIds
  )
    return [...ids]
  const portalIds = numbers(payload.portalId, payload.portalIds)
  if (portalIds.length > 0) {
    const rows = await (trx ?? db).from('portals').whereIn('id', portalIds).select('location_id')
    for (const row of rows) ids.add(Number(row.location_id))
  }
  return [...ids]
}

function numbers(...values: unknown[]): number[] {
  return values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is number => Number.isInteger(value))
}
