import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

export interface SupportContact {
  /** Who answers: the serving partner, or the platform's own help desk. */
  source: 'partner' | 'platform'
  /** The partner's name; null for the platform. */
  name: string | null
  phone: string | null
  email: string | null
}

export interface ServedObjects {
  location: number | null
  customer: number | null
  group: number | null
}

/**
 * Whom the user calls for help (spec §8 "a support call button", §9 "help desk phone shown"): the partner granted
 * closest to the venue, customer or group the user lands on (as on the public status page), when it left a phone
 * or an address; otherwise the platform's help desk (SUPPORT_PHONE, SUPPORT_EMAIL). A partner's own staff call the
 * platform. Null when nobody is configured.
 */
export async function supportContactFor(
  user: { partnerId: number | null },
  served: ServedObjects
): Promise<SupportContact | null> {
  const partner = user.partnerId ? null : await servingPartner(served)
  if (partner && (partner.phone || partner.email))
    return { source: 'partner', name: partner.name, phone: partner.phone, email: partner.email }
  const phone = env.get('SUPPORT_PHONE') || null
  const email = env.get('SUPPORT_EMAIL') || null
  return phone || email ? { source: 'platform', name: null, phone, email } : null
}

async function servingPartner(served: ServedObjects) {
  if (!served.location && !served.customer && !served.group) return null
  const { rows } = await db.rawQuery(
    `select p.name, p.phone, p.email from partner_grants pg join partners p on p.id = pg.partner_id
      where (pg.subject_type = 'location' and pg.subject_id = ?)
         or (pg.subject_type = 'customer' and pg.subject_id = ?)
         or (pg.subject_type = 'group' and pg.subject_id = ?)
      order by case pg.subject_type when 'location' then 0 when 'customer' then 1 else 2 end, p.id
      limit 1`,
    [served.location ?? 0, served.customer ?? 0, served.group ?? 0]
  )
  return (rows[0] as { name: string; phone: string | null; email: string | null }) ?? null
}
