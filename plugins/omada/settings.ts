import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/**
 * The connect form. The Open API app (Global › Settings › Platform Integration › Open API, client mode) gives the
 * client id and secret; the controller id is read from `GET /api/info` unless given (Omada Cloud needs it given).
 */
export const omadaSettingsValidator = vine.create({
  url: vine
    .string()
    .trim()
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })
    .transform((url) => url.replace(/\/+$/, '')),
  clientId: vine.string().trim().minLength(1).maxLength(255),
  clientSecret: vine.string().minLength(1).maxLength(255),
  omadacId: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  /** Checked unless the admin explicitly accepts a self-signed certificate (false), as on-site controllers ship. */
  verifyTls: vine.boolean().optional(),
  /** A hotspot operator (Hotspot Manager): with it, guests are authorized through the external-portal API with a duration. */
  hotspotOperatorName: vine.string().trim().minLength(1).maxLength(255).optional(),
  hotspotOperatorPassword: vine.string().minLength(1).maxLength(255).optional(),
  /** Unit of `time` in extPortal/auth: vendors.md §6.2 reports milliseconds on real controllers, the FAQ says microseconds. */
  portalTimeUnit: vine.enum(['milliseconds', 'microseconds']).optional(),
})

export type OmadaSettingsInput = Infer<typeof omadaSettingsValidator>

export type PortalTimeUnit = 'milliseconds' | 'microseconds'

export interface OmadaSettings {
  url: string
  clientId: string
  clientSecret: string
  omadacId?: string
  verifyTls: boolean
  hotspotOperator: { name: string; password: string } | null
  portalTimeUnit: PortalTimeUnit
}

export function withDefaults(input: OmadaSettingsInput): OmadaSettings {
  const { hotspotOperatorName, hotspotOperatorPassword, ...rest } = input
  return {
    ...rest,
    verifyTls: input.verifyTls ?? true,
    hotspotOperator:
      hotspotOperatorName && hotspotOperatorPassword
        ? { name: hotspotOperatorName, password: hotspotOperatorPassword }
        : null,
    portalTimeUnit: input.portalTimeUnit ?? 'milliseconds',
  }
}
