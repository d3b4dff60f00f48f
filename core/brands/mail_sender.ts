import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

const DEFAULT_FROM = 'Airdeck <no-reply@airdeck.example>'

/** The platform's sending address alone (MAIL_FROM may be `Name <address>` or a bare address). */
export function platformSenderAddress() {
  const from = env.get('MAIL_FROM') ?? DEFAULT_FROM
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim()
}

/**
 * The sender a mail to this user goes out with: the platform's address under the sender name of the user's partner's
 * white-label brand, or null (the configured MAIL_FROM) when there is none. The address stays the platform's own,
 * the one its SPF and DKIM cover.
 */
export async function brandedSender(userId: number | null) {
  if (!userId) return null
  const row = await db
    .from('users')
    .join('brands', 'brands.partner_id', 'users.partner_id')
    .where('users.id', userId)
    .whereNotNull('brands.mail_from_name')
    .orderBy('brands.id')
    .select('brands.mail_from_name')
    .first()
  return row ? { address: platformSenderAddress(), name: row.mail_from_name as string } : null
}
