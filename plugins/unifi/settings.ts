import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/**
 * The connect form. The URL carries the port on purpose: 8443 (classic), 443 (UniFi OS consoles) and 11443
 * (UniFi OS Server) all exist, and guessing wrong looks like an unreachable controller.
 */
export const unifiSettingsValidator = vine.create({
  url: vine
    .string()
    .trim()
    .url({
      require_protocol: true,
      protocols: ['http', 'https'],
      require_tld: false,
      require_port: true,
    })
    .transform((url) => url.replace(/\/+$/, '')),
  username: vine.string().trim().minLength(1).maxLength(255),
  password: vine.string().minLength(1).maxLength(255),
  /** Checked unless the admin explicitly accepts a self-signed certificate (false): a login is otherwise MITM-able. */
  verifyTls: vine.boolean().optional(),
  /** Restricts the controller to one site key (`default`); every site is listed without it. */
  site: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
})

export type UnifiSettingsInput = Infer<typeof unifiSettingsValidator>

export interface UnifiSettings {
  url: string
  username: string
  password: string
  verifyTls: boolean
  site?: string
}

export function withDefaults(input: UnifiSettingsInput): UnifiSettings {
  return { ...input, verifyTls: input.verifyTls ?? true }
}
