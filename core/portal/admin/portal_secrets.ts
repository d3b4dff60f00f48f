import type Portal from '#core/portal/models/portal'
import type { LoginProvider } from '#core/portal/admin/validators/portal_settings_validator'

/**
 * What `portals.secrets` holds, encrypted with the app key: the portal password the public page asks for (in force
 * at once, whatever is published) and the keys of each social login provider. Never returned by the API.
 */
export interface PortalSecrets {
  password?: string
  providers?: Partial<Record<LoginProvider, { clientId?: string; clientSecret?: string }>>
}

export function readPortalSecrets(portal: Pick<Portal, 'secrets'>): PortalSecrets {
  if (!portal.secrets) return {}
  try {
    const parsed = JSON.parse(portal.secrets)
    return parsed && typeof parsed === 'object' ? (parsed as PortalSecrets) : {}
  } catch {
    return {}
  }
}

/** Whether a provider has both of its keys. */
export function providerReady(secrets: PortalSecrets, provider: LoginProvider) {
  const keys = secrets.providers?.[provider]
  return Boolean(keys?.clientId && keys?.clientSecret)
}
