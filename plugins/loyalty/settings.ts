import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** Piggy's documented API host (its PHP SDK defaults to api.piggy.nl; both answer). */
export const PIGGY_URL = 'https://api.piggy.eu'

/** The connect form: the account's API key (Piggy → Settings → API keys). */
export const loyaltySettingsValidator = vine.create({
  apiKey: vine.string().trim().minLength(16).maxLength(255).regex(/^\S+$/),
})
export type LoyaltySettings = Infer<typeof loyaltySettingsValidator>

/** Chosen after connecting: which subscription type a marketing opt-in subscribes the guest to. */
export const loyaltyOptionsValidator = vine.create({
  subscriptionTypeUuid: vine.string().trim().uuid().optional(),
})
export type LoyaltyOptions = Infer<typeof loyaltyOptionsValidator>

/** Where the OAuth client API lives, or under the host's override (a simulator). */
export function apiBaseUrl(serviceUrl: string | null): string {
  return `${serviceUrl ?? PIGGY_URL}/api/v3/oauth/clients`
}
