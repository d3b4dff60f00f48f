import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Portal from '#core/portal/models/portal'
import { defaultPortalSettings } from '#core/portal/portal_settings'

/** 22 base64url characters: 132 random bits, the portal's id in public URLs. */
export function newPortalPublicId() {
  return randomBytes(17).toString('base64url').slice(0, 22)
}

/**
 * The venue's portal, created on first use with the default settings as its draft (never published). Two requests
 * racing to create it both end up with the same row: the insert yields to the unique location_id.
 */
export async function findOrCreatePortal(
  location: { id: number },
  trx?: TransactionClientContract
): Promise<Portal> {
  const existing = await Portal.query({ client: trx }).where('location_id', location.id).first()
  if (existing) return existing
  const now = new Date()
  await (trx ?? db)
    .knexQuery()
    .table('portals')
    .insert({
      location_id: location.id,
      public_id: newPortalPublicId(),
      draft: JSON.stringify(defaultPortalSettings()),
      schedule: '[]',
      offline: false,
      created_at: now,
      updated_at: now,
    })
    .onConflict('location_id')
    .ignore()
  return Portal.query({ client: trx }).where('location_id', location.id).firstOrFail()
}

/** A portal by its public id (what public URLs carry), or null. */
export async function findPortalByPublicId(publicId: string, trx?: TransactionClientContract) {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(publicId)) return null
  return Portal.query({ client: trx }).where('public_id', publicId).first()
}
