import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** The InControl2 cloud; InControl appliances (on-premises) serve the same API on their own host. */
export const INCONTROL_CLOUD_URL = 'https://api.ic.peplink.com'

/**
 * The connect form: an InControl "Client Application" (account settings › Client Application › New Client) gives the
 * client id and secret. The organisation is optional because one application can see several.
 */
export const peplinkSettingsValidator = vine.create({
  url: vine
    .string()
    .trim()
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  clientId: vine.string().trim().minLength(1).maxLength(255),
  clientSecret: vine.string().minLength(1).maxLength(255),
  /** Restricts the connection to one organisation id (e.g. "t00nnt"); every visible organisation otherwise. */
  organizationId: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  verifyTls: vine.boolean().optional(),
})

export type PeplinkSettingsInput = Infer<typeof peplinkSettingsValidator>

export interface PeplinkSettings {
  url: string
  clientId: string
  clientSecret: string
  organizationId?: string
  verifyTls: boolean
}

export function withDefaults(input: PeplinkSettingsInput): PeplinkSettings {
  return { ...input, url: input.url ?? INCONTROL_CLOUD_URL, verifyTls: input.verifyTls ?? true }
}
