import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { portalImageUrl } from '#core/portal/portal_assets'
import { sameSettings, settingsForApi } from '#core/portal/admin/portal_draft'
import { readPortalSecrets } from '#core/portal/admin/portal_secrets'
import { PORTAL_PASSWORD_MIN_LENGTH } from '#core/portal/admin/validators/portal_settings_validator'
import { portalState } from '#core/portal/public/portal_state'
import type { ManagedPortal } from '#core/portal/admin/queries/managed_portal'

const images = (publicId: string, settings: Parameters<typeof portalImageUrl>[2]) => ({
  logo: portalImageUrl(publicId, 'logo', settings),
  background: portalImageUrl(publicId, 'background', settings),
})

/** What the designer works with: the draft beside what is live, the immediate state, and never a secret. */
export async function transformPortal(
  { location, portal, canUpdate }: ManagedPortal,
  trx?: TransactionClientContract
) {
  const client = trx ?? db
  const draft = withPortalDefaults(portal.draft)
  const published = portal.published ? withPortalDefaults(portal.published) : null
  const publisher = portal.publishedBy
    ? await client.from('users').where('id', portal.publishedBy).select('firstname', 'name').first()
    : null
  const [{ total }] = await client
    .from('portal_clients')
    .where('portal_id', portal.id)
    .count('* as total')
  const secrets = readPortalSecrets(portal)
  return {
    id: portal.id,
    location_id: location.id,
    location_name: location.name,
    customer_name: location.customer?.name ?? '',
    time_zone: location.timezone,
    public_id: portal.publicId,
    draft: settingsForApi(draft),
    published: published && settingsForApi(published),
    images: images(portal.publicId, draft),
    published_images: images(portal.publicId, published),
    published_at: portal.publishedAt?.toISO() ?? null,
    published_by: publisher ? `${publisher.firstname} ${publisher.name}`.trim() : null,
    // A portal never published shows nothing to guests: any draft is then a change waiting for its publish.
    unpublished_changes: !sameSettings(draft, published),
    state: portalState(
      portal,
      { timezone: location.timezone, openingHours: location.openingHours },
      new Date()
    ),
    offline: portal.offline,
    schedule: portal.schedule ?? [],
    password_set: Boolean(secrets.password),
    password_too_short:
      Boolean(secrets.password) && secrets.password!.length < PORTAL_PASSWORD_MIN_LENGTH,
    providers_configured: Object.entries(secrets.providers ?? {})
      .filter(([, keys]) => keys?.clientId && keys?.clientSecret)
      .map(([name]) => name),
    guests: Number(total),
    can_update: canUpdate,
  }
}
