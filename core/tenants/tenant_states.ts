/**
 * A tenant's key on the venue's controller (spec §4): pending creation (created overnight unless created now) →
 * created → deactivation scheduled (the date can be removed) → deactivated.
 */
export const TENANT_STATUSES = [
  'pending_creation',
  'created',
  'deactivation_scheduled',
  'deactivated',
] as const
export type TenantStatus = (typeof TENANT_STATUSES)[number]

/** States in which the tenant's key is on the controller. */
export const KEY_ON_CONTROLLER: readonly TenantStatus[] = ['created', 'deactivation_scheduled']

export const TENANT_LANGUAGES = ['nl', 'en', 'fr', 'de'] as const
export type TenantLanguage = (typeof TENANT_LANGUAGES)[number]

/** Spec §9: tenants are created nightly unless created immediately; the night's run starts at this hour. */
export const NIGHTLY_CREATION = { hour: 3, zone: 'Europe/Brussels' } as const
