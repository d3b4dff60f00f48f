import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/**
 * The connect form (one per partner): the API token (Pipedrive → Personal preferences → API) and optionally the
 * company's subdomain (`acme` of acme.pipedrive.com), which Pipedrive recommends as the API host and which deal URLs
 * must then belong to.
 */
export const pipedriveSettingsValidator = vine.create({
  apiToken: vine.string().trim().minLength(16).maxLength(255).regex(/^\S+$/),
  companyDomain: vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
    .optional(),
})
export type PipedriveSettings = Infer<typeof pipedriveSettingsValidator>

/** The company domain when known, else the generic API host; or the host's override (a simulator). */
export function apiBaseUrl(settings: PipedriveSettings, serviceUrl: string | null): string {
  if (serviceUrl) return serviceUrl
  return settings.companyDomain
    ? `https://${settings.companyDomain}.pipedrive.com`
    : 'https://api.pipedrive.com'
}
