import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { defaultPortalSettings, type PortalSettings } from '#core/portal/portal_settings'
import { recordAudit } from '#kernel/audit/audit'

/** A demo venue's portal design: its colour, greeting and how long a sign-in lasts. */
export interface DemoPortal {
  locationId: number
  color: string
  greeting: { nl: string; en: string; fr: string; de: string }
  durationMinutes?: number
  vouchers?: boolean
}

function designed(portal: DemoPortal): PortalSettings {
  const settings = defaultPortalSettings()
  for (const lang of ['nl', 'en', 'fr', 'de'] as const)
    settings.texts[lang] = { ...settings.texts[lang], body: portal.greeting[lang] }
  return {
    ...settings,
    personalised: true,
    colors: { ...settings.colors, main: portal.color, background: '#f4f1ea' },
    durationMinutes: portal.durationMinutes ?? 120,
    fields: { email: 'required', firstname: 'required', lastname: 'optional', phone: 'off' },
    vouchersEnabled: portal.vouchers ?? false,
  }
}

/**
 * The demo venues' guest portals, designed and published (the draft equals the published version), so that the
 * location portal tab's "Try as a guest" walks the real flow from the first start. Audited as a system change.
 */
export async function seedDemoPortals(trx: TransactionClientContract, portals: DemoPortal[]) {
  for (const demo of portals) {
    const portal = await findOrCreatePortal({ id: demo.locationId }, trx)
    const settings = designed(demo)
    portal.useTransaction(trx)
    await portal.merge({ draft: settings, published: settings, publishedAt: DateTime.now() }).save()
    await recordAudit(
      {
        action: 'portal.published',
        actorId: null,
        objectType: 'location',
        objectId: demo.locationId,
        newValues: { system: 'demo seed' },
      },
      trx
    )
  }
}
