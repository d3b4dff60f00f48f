import type {
  GuestForget,
  GuestSync,
  IntegrationCapability,
  IntegrationConnection,
  IntegrationInfo,
  IntegrationResult,
  OptionChoice,
} from '#core/plugins/integration_contract'
import type { PluginCache } from '#core/plugins/define_plugin'
import { PluginRejectedError, PluginUnexpectedError } from '#core/plugins/plugin_errors'
import { CONTACT_NOT_FOUND, PiggyRejectedError, type PiggyApi } from './client/piggy_api.js'
import {
  contactAttributes,
  readSubscriptionTypes,
  subscriptionFor,
  type SubscriptionType,
} from './mapping/contacts.js'
import type { LoyaltyOptions } from './settings.js'

export const LOYALTY_CAPABILITIES = [
  'syncGuest',
  'forgetGuest',
] as const satisfies readonly IntegrationCapability[]

/** Account attributes and subscription types change rarely: read once per ten minutes per connection. */
const ACCOUNT_TTL_SECONDS = 600

/**
 * A guest becomes a Piggy contact: find-or-create by e-mail, the attributes the account has, and on a marketing
 * opt-in a subscription to the chosen subscription type (a double-opt-in type leaves it pending until the guest
 * confirms Piggy's mail). Every step is an upsert, so a repeated delivery changes nothing.
 */
export class LoyaltyConnection implements IntegrationConnection<LoyaltyOptions> {
  readonly capabilities = new Set<IntegrationCapability>(LOYALTY_CAPABILITIES)
  /** The names as last read, kept by this connection too: a delivery run syncs hundreds of guests in a row. */
  #names: { value: Set<string>; until: number } | null = null

  constructor(
    private api: PiggyApi,
    private cache: PluginCache
  ) {}

  async testConnection(): Promise<IntegrationInfo> {
    await this.#attributeNames(true)
    return { account: null }
  }

  async optionChoices(): Promise<Record<string, OptionChoice[]>> {
    const types = await this.#subscriptionTypes()
    return {
      subscriptionTypeUuid: types.map((type) => ({
        value: type.uuid,
        label: `${type.name} (${type.strategy})`,
      })),
    }
  }

  async syncGuest(sync: GuestSync<LoyaltyOptions>): Promise<IntegrationResult> {
    const contact = await this.api.data<{ uuid?: unknown; attributes?: unknown }>(
      'GET',
      `/contacts/find-or-create?email=${encodeURIComponent(sync.guest.email)}`
    )
    if (typeof contact?.uuid !== 'string')
      throw new PluginUnexpectedError(
        'Piggy sent a contact without uuid',
        JSON.stringify(contact).slice(0, 200)
      )
    const uuid = contact.uuid
    const attributes = contactAttributes(sync.guest, await this.#attributeNames())
    const names = Object.keys(attributes)
    // A returning guest's contact usually holds these values already: one request instead of two.
    const stored = storedValues(contact.attributes)
    const changed = names.some((name) => stored.get(name) !== attributes[name])
    if (changed) await this.api.data('PUT', `/contacts/${encodeURIComponent(uuid)}`, { attributes })
    const parts = [
      `contact ${uuid}`,
      names.length
        ? `attributes ${names.join(', ')}${changed ? '' : ' (as stored)'}`
        : 'no attributes',
    ]
    if (sync.optIn) parts.push(await this.#subscribe(uuid, sync.options))
    return { message: parts.join('; ') }
  }

  async forgetGuest(forget: GuestForget<LoyaltyOptions>): Promise<IntegrationResult> {
    let uuid: string
    try {
      const contact = await this.api.data<{ uuid?: unknown }>(
        'GET',
        `/contacts/find-one-by?email=${encodeURIComponent(forget.email)}`
      )
      uuid = String(contact?.uuid ?? '')
    } catch (error) {
      if (
        error instanceof PiggyRejectedError &&
        (error.code === CONTACT_NOT_FOUND || error.reason === 'not_found')
      )
        return { message: 'no contact with this address: nothing to forget' }
      throw error
    }
    await this.api.data('POST', `/contacts/${encodeURIComponent(uuid)}/delete`, { type: 'hard' })
    return { message: `contact ${uuid} deleted` }
  }

  async close() {}

  async #subscribe(uuid: string, options: LoyaltyOptions): Promise<string> {
    const type = subscriptionFor(await this.#subscriptionTypes(), options.subscriptionTypeUuid)
    if (!type) {
      if (options.subscriptionTypeUuid)
        throw new PluginRejectedError(
          'invalid_value',
          `subscription type ${options.subscriptionTypeUuid} no longer exists in Piggy`
        )
      return 'opt-in kept: the account has no opt-in subscription type'
    }
    const subscription = await this.api.data<{ status?: unknown }>(
      'PUT',
      `/contact-subscriptions/${encodeURIComponent(uuid)}/subscribe`,
      { subscription_type_uuid: type.uuid }
    )
    return `subscribed to ${type.name} (${typeof subscription?.status === 'string' ? subscription.status : 'unknown'})`
  }

  /** Attribute names the account lets us write (read-only ones such as `email` left out). */
  async #attributeNames(fresh = false): Promise<Set<string>> {
    if (!fresh && this.#names && this.#names.until > Date.now()) return this.#names.value
    let names = fresh ? null : await this.cache.get<string[]>('attributes')
    if (!names) {
      const list = await this.api.data<unknown>('GET', '/contact-attributes')
      if (!Array.isArray(list))
        throw new PluginUnexpectedError(
          'Piggy sent no attribute list',
          JSON.stringify(list).slice(0, 200)
        )
      names = list
        .filter((a) => typeof a?.name === 'string' && !a.is_hard_read_only)
        .map((a) => a.name as string)
      await this.cache.set('attributes', names, ACCOUNT_TTL_SECONDS)
    }
    const value = new Set(names)
    // At most a minute: another process may have read a changed list into the shared cache since.
    this.#names = { value, until: Date.now() + Math.min(ACCOUNT_TTL_SECONDS, 60) * 1000 }
    return value
  }

  async #subscriptionTypes(): Promise<SubscriptionType[]> {
    let types = await this.cache.get<SubscriptionType[]>('subscription-types')
    if (!types) {
      types = readSubscriptionTypes(await this.api.data<unknown>('GET', '/subscription-types'))
      await this.cache.set('subscription-types', types, ACCOUNT_TTL_SECONDS)
    }
    return types
  }
}

/** A contact's attribute values as Piggy sends them (`[{ value, attribute: { name } }]`), by attribute name. */
function storedValues(attributes: unknown) {
  const values = new Map<string, unknown>()
  if (!Array.isArray(attributes)) return values
  for (const entry of attributes)
    if (typeof entry?.attribute?.name === 'string') values.set(entry.attribute.name, entry.value)
  return values
}
