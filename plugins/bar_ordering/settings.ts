import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/**
 * The connect form: the ordering system's webhook URL and the signing secret it gave for it (Standard Webhooks:
 * `whsec_` + base64 of 24 to 64 random bytes). The URL must be public https; the guarded outbound client checks the
 * address again on every delivery.
 */
export const barOrderingSettingsValidator = vine.create({
  url: vine
    .string()
    .trim()
    .maxLength(2000)
    .url({ require_protocol: true, protocols: ['https', 'http'], require_tld: false }),
  secret: vine
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/),
})
export type BarOrderingSettings = Infer<typeof barOrderingSettingsValidator>

/**
 * Where deliveries go. When the host points the plugin at a simulator (demo, tests), its origin replaces the typed
 * URL's origin and the path is kept, so a demo receiver that moved to another port still gets them.
 */
export function deliveryUrl(settings: BarOrderingSettings, serviceUrl: string | null): string {
  if (!serviceUrl) return settings.url
  const typed = new URL(settings.url)
  return `${serviceUrl}${typed.pathname}${typed.search}`
}
