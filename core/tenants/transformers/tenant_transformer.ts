import type { I18n } from '@adonisjs/i18n'
import type Tenant from '#core/tenants/models/tenant'
import { KEY_ON_CONTROLLER } from '#core/tenants/tenant_states'

/** Why the last push failed, as stored (`E_CODE` or `E_CODE:reason`), in the reader's language. */
function lastErrorView(lastError: string | null, i18n: I18n) {
  if (!lastError) return null
  const [code, reason] = lastError.split(':')
  return { code, message: i18n.t(`errors.${code}`, reason ? { reason } : {}, code) }
}

/**
 * A tenant as the tenants tab shows it. The key leaves the server only in the answers that are for it (`withKey`:
 * one tenant, to a holder of location_update); lists carry `passphrase: null`.
 */
export function transformTenant(tenant: Tenant, i18n: I18n, options: { withKey?: boolean } = {}) {
  return {
    id: tenant.id,
    name: tenant.name,
    email: tenant.email,
    language: tenant.language,
    spaces: tenant.spaces,
    vlan: tenant.vlan,
    status: tenant.status,
    active: KEY_ON_CONTROLLER.includes(tenant.status),
    passphrase: options.withKey ? tenant.passphrase : null,
    createAfter: tenant.createAfter.toISO(),
    deactivateOn: tenant.deactivateOn?.toISODate() ?? null,
    activatedAt: tenant.activatedAt?.toISO() ?? null,
    deactivatedAt: tenant.deactivatedAt?.toISO() ?? null,
    mailedAt: tenant.mailedAt?.toISO() ?? null,
    lastAttemptAt: tenant.lastAttemptAt?.toISO() ?? null,
    lastError: lastErrorView(tenant.lastError, i18n),
    createdAt: tenant.createdAt.toISO(),
  }
}
