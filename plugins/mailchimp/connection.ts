import type {
  Audience,
  GuestForget,
  GuestSync,
  IntegrationCapability,
  IntegrationConnection,
  IntegrationInfo,
  IntegrationResult,
  OptionChoice,
} from '#core/plugins/integration_contract'
import { PluginRejectedError, PluginUnexpectedError } from '#core/plugins/plugin_errors'
import type { MailchimpApi } from './client/mailchimp_api.js'
import { memberBody, subscriberHash, tagsBody } from './mapping/members.js'
import type { MailchimpOptions } from './settings.js'

export const MAILCHIMP_CAPABILITIES = [
  'syncGuest',
  'forgetGuest',
  'listAudiences',
] as const satisfies readonly IntegrationCapability[]

/** The most lists one page may hold (the API's maximum `count`). */
const PAGE = 1000

interface ListsPage {
  lists?: Array<{ id?: unknown; name?: unknown; stats?: { member_count?: unknown } }>
  total_items?: unknown
}

export class MailchimpConnection implements IntegrationConnection<MailchimpOptions> {
  readonly capabilities = new Set<IntegrationCapability>(MAILCHIMP_CAPABILITIES)

  constructor(private api: MailchimpApi) {}

  async testConnection(): Promise<IntegrationInfo> {
    await this.api.call('GET', '/ping')
    const root = await this.api.call<{ account_name?: unknown }>('GET', '/?fields=account_name')
    return { account: typeof root?.account_name === 'string' ? root.account_name : null }
  }

  async listAudiences(): Promise<Audience[]> {
    const audiences: Audience[] = []
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.api.call<ListsPage>(
        'GET',
        `/lists?count=${PAGE}&offset=${offset}&fields=lists.id,lists.name,lists.stats.member_count,total_items`
      )
      if (!Array.isArray(page?.lists))
        throw new PluginUnexpectedError(
          'Mailchimp sent no lists array',
          JSON.stringify(page).slice(0, 200)
        )
      for (const list of page.lists) {
        if (typeof list.id !== 'string' || typeof list.name !== 'string') continue
        const count = list.stats?.member_count
        audiences.push({
          id: list.id,
          name: list.name,
          memberCount: typeof count === 'number' ? count : null,
        })
      }
      if (page.lists.length < PAGE || audiences.length >= Number(page.total_items ?? 0))
        return audiences
    }
  }

  async optionChoices(): Promise<Record<string, OptionChoice[]>> {
    const audiences = await this.listAudiences()
    return {
      audienceId: audiences.map((audience) => ({ value: audience.id, label: audience.name })),
    }
  }

  async syncGuest(sync: GuestSync<MailchimpOptions>): Promise<IntegrationResult> {
    const audienceId = requireAudience(sync.options)
    const hash = subscriberHash(sync.guest.email)
    const path = `/lists/${encodeURIComponent(audienceId)}/members/${hash}`
    const member = await this.api.call<{ status?: unknown; tags?: unknown }>(
      'PUT',
      path,
      memberBody(sync)
    )
    const tags = tagsBody(sync)
    const names = tags.tags.map((tag) => tag.name)
    // A returning guest usually has them all already (every tag we send is active): one request instead of two.
    const missing = names.filter((name) => !hasTag(member?.tags, name))
    if (missing.length) await this.api.call('POST', `${path}/tags`, tags)
    const status = typeof member?.status === 'string' ? member.status : 'unknown'
    return {
      message: `member ${hash} ${status}, tags ${names.join(', ')}${missing.length ? '' : ' (already set)'}`,
    }
  }

  async forgetGuest(forget: GuestForget<MailchimpOptions>): Promise<IntegrationResult> {
    if (!forget.options.audienceId) return { message: 'no audience chosen: nothing to forget' }
    const hash = subscriberHash(forget.email)
    try {
      await this.api.call(
        'POST',
        `/lists/${encodeURIComponent(forget.options.audienceId)}/members/${hash}/actions/delete-permanent`
      )
      return { message: `member ${hash} permanently deleted` }
    } catch (error) {
      if (error instanceof PluginRejectedError && error.reason === 'not_found')
        return { message: `member ${hash} not in the audience: nothing to forget` }
      throw error
    }
  }

  async close() {}
}

/** Whether the member as Mailchimp answered it (its `tags`, at most 50 of them) carries this tag. */
function hasTag(tags: unknown, name: string) {
  return Array.isArray(tags) && tags.some((tag) => tag?.name === name)
}

function requireAudience(options: MailchimpOptions): string {
  if (!options.audienceId)
    throw new PluginRejectedError('invalid_value', 'no audience chosen for this connection')
  return options.audienceId
}
