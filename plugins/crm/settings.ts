import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const HUBSPOT_URL = 'https://api.hubapi.com'
/** The date-versioned contacts API (the `/crm/v3/...` paths are now listed as legacy). */
export const CONTACTS_PATH = '/crm/objects/2026-03/contacts'

/**
 * The connect form: a HubSpot private-app access token (`pat-<region>-<uuid>`, scopes crm.objects.contacts.read and
 * .write), and optionally the name of a custom checkbox property that records the WiFi marketing opt-in (HubSpot keeps
 * marketing consent outside contact properties, so without one the opt-in is not sent).
 */
export const crmSettingsValidator = vine.create({
  accessToken: vine.string().trim().minLength(16).maxLength(255).regex(/^\S+$/),
  optInProperty: vine
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,99}$/)
    .optional(),
})
export type CrmSettings = Infer<typeof crmSettingsValidator>

export function apiBaseUrl(serviceUrl: string | null): string {
  return serviceUrl ?? HUBSPOT_URL
}
