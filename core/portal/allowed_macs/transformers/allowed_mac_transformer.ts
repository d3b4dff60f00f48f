import type { I18n } from '@adonisjs/i18n'
import type LocationAllowedMac from '#core/portal/models/location_allowed_mac'

/** Let through now; waiting for the first authorization; or the controller said no (see lastError) and it is retried. */
export const ALLOWED_MAC_STATES = ['authorized', 'pending', 'failed'] as const

function stateOf(row: LocationAllowedMac) {
  if (row.authorizedUntil && row.authorizedUntil.toMillis() > Date.now()) return 'authorized'
  return row.lastError ? 'failed' : 'pending'
}

/** The stored `E_CODE` or `E_CODE:reason`, in the reader's language. */
function lastErrorView(lastError: string | null, i18n: I18n) {
  if (!lastError) return null
  const [code, reason] = lastError.split(':')
  return { code, message: i18n.t(`errors.${code}`, reason ? { reason } : {}, code) }
}

export function transformAllowedMac(row: LocationAllowedMac, i18n: I18n) {
  return {
    id: row.id,
    mac: row.mac,
    label: row.label,
    state: stateOf(row),
    authorizedUntil: row.authorizedUntil?.toISO() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISO() ?? null,
    lastError: lastErrorView(row.lastError, i18n),
    createdAt: row.createdAt.toISO()!,
  }
}
