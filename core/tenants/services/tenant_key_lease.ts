import db from '@adonisjs/lucid/services/db'

/** Longer than one batch of pushes may take; renewed after every batch, so a crashed worker's lease expires soon. */
const LEASE_MINUTES = 5

/**
 * Claims the venue's keys for one push run across every process. Some vendors change a network's keys by rewriting
 * the whole list, so two runs on one venue at once could lose a key. False when another run holds the lease.
 */
export async function claimTenantKeys(locationId: number) {
  const result = await db.rawQuery(
    `insert into tenant_key_leases (location_id, claimed_until) values (?, clock_timestamp() + interval '${LEASE_MINUTES} minutes')
     on conflict (location_id) do update set claimed_until = excluded.claimed_until
     where tenant_key_leases.claimed_until < clock_timestamp()
     returning location_id`,
    [locationId]
  )
  return result.rows.length > 0
}

export async function renewTenantKeys(locationId: number) {
  await db.rawQuery(
    `update tenant_key_leases set claimed_until = clock_timestamp() + interval '${LEASE_MINUTES} minutes' where location_id = ?`,
    [locationId]
  )
}

export async function releaseTenantKeys(locationId: number) {
  await db.from('tenant_key_leases').where('location_id', locationId).delete()
}
