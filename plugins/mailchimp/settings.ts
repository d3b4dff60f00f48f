import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** `<32 hex>-<data-center>`, e.g. `0123456789abcdef0123456789abcdef-us21`. */
export const API_KEY_PATTERN = /^[0-9a-f]{8,64}-[a-z]{2,4}[0-9]{1,3}$/i

/** The connect form: only the API key (Account → Extras → API keys in Mailchimp). */
export const mailchimpSettingsValidator = vine.create({
  apiKey: vine.string().trim().maxLength(100).regex(API_KEY_PATTERN),
})
export type MailchimpSettings = Infer<typeof mailchimpSettingsValidator>

/** Chosen after the key works: the audience guests go to, and the tags they get. */
export const mailchimpOptionsValidator = vine.create({
  audienceId: vine
    .string()
    .trim()
    .maxLength(64)
    .regex(/^[0-9a-z]+$/i)
    .optional(),
  /** Tags added to every synced guest; the venue's name is added too. */
  tags: vine.array(vine.string().trim().minLength(1).maxLength(100)).maxLength(10).optional(),
  /** New opted-in guests get Mailchimp's confirmation mail (status `pending`) instead of being subscribed at once. */
  doubleOptIn: vine.boolean().optional(),
})
export type MailchimpOptions = Infer<typeof mailchimpOptionsValidator>

export const DEFAULT_TAGS = ['wifi-guest']

/** The data-center is the part after the last `-`: `…-us21` → `us21`. */
export function dataCenterOf(apiKey: string): string {
  return apiKey.slice(apiKey.lastIndexOf('-') + 1).toLowerCase()
}

/** Where the Marketing API v3 lives for this key, or under the host's override (a simulator). */
export function apiBaseUrl(apiKey: string, serviceUrl: string | null): string {
  return serviceUrl ? `${serviceUrl}/3.0` : `https://${dataCenterOf(apiKey)}.api.mailchimp.com/3.0`
}
