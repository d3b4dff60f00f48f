import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const CENTRAL_URL = 'https://api.zerotier.com'
/** Members seen by the controller within this window count as online (Central v1 has no online flag). */
export const DEFAULT_ONLINE_WITHIN_SECONDS = 300

/**
 * The connect form. Only the API token is required: the URL defaults to ZeroTier Central. An URL typed with the
 * `/api/v1` suffix (as the vendor documents its base) is accepted and trimmed.
 */
export const zerotierSettingsValidator = vine.create({
  url: vine
    .string()
    .trim()
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })
    .transform((url) => url.replace(/\/+$/, '').replace(/\/api\/v1$/, ''))
    .optional(),
  token: vine.string().trim().minLength(8).maxLength(255),
  /** `token` is the current spec's scheme, `bearer` the older one; Central takes both. */
  authScheme: vine.enum(['token', 'bearer'] as const).optional(),
  verifyTls: vine.boolean().optional(),
  /** Restricts the connection to one network (16 hex digits); every network the token sees is listed without it. */
  network: vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  onlineWithinSeconds: vine.number().withoutDecimals().range([30, 86_400]).optional(),
})

export type ZeroTierSettingsInput = Infer<typeof zerotierSettingsValidator>

export interface ZeroTierSettings {
  url: string
  token: string
  authScheme: 'token' | 'bearer'
  verifyTls: boolean
  network?: string
  onlineWithinSeconds: number
}

export function withDefaults(input: ZeroTierSettingsInput): ZeroTierSettings {
  return {
    ...input,
    url: input.url ?? CENTRAL_URL,
    authScheme: input.authScheme ?? 'token',
    verifyTls: input.verifyTls ?? true,
    onlineWithinSeconds: input.onlineWithinSeconds ?? DEFAULT_ONLINE_WITHIN_SECONDS,
  }
}
