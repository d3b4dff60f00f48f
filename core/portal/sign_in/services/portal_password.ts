import { createHash, timingSafeEqual } from 'node:crypto'
import type Portal from '#core/portal/models/portal'
import { readPortalSecrets } from '#core/portal/admin/portal_secrets'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Whether the typed password opens the portal. A portal asking for a password that has none set lets nobody in:
 * the designer turned the question on, the secret is what is missing. Compared in constant time.
 */
export function portalPasswordMatches(
  portal: Pick<Portal, 'secrets'>,
  typed: string | null | undefined
) {
  const expected = readPortalSecrets(portal).password
  if (!expected || !typed) return false
  return timingSafeEqual(digest(expected), digest(typed))
}
