/**
 * What a user pastes to name a deal: its id ("222") or its page URL (`https://acme.pipedrive.com/deal/222`, with an
 * optional trailing slash, query or fragment; payments-and-integrations.md §3.3). The rule stays strict: https, a
 * host under pipedrive.com, the path `/deal/<id>`. Anything else is refused before a request is made.
 */
import { PluginRejectedError } from '#core/plugins/plugin_errors'

export interface DealReference {
  id: number
  /** The subdomain of the deal's page, null when only an id was given. */
  companyDomain: string | null
}

export function parseDealReference(
  reference: string,
  expectedCompany: string | undefined
): DealReference {
  const text = reference.trim()
  if (/^\d{1,12}$/.test(text)) return { id: Number(text), companyDomain: null }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new PluginRejectedError('invalid_value', 'not a Pipedrive deal id or deal URL')
  }
  const host = /^([a-z0-9][a-z0-9-]*)\.pipedrive\.com$/i.exec(url.hostname)
  const path = /^\/deal\/(\d{1,12})(\/|$)/.exec(url.pathname)
  if (url.protocol !== 'https:' || !host || !path)
    throw new PluginRejectedError(
      'invalid_value',
      'not a Pipedrive deal URL (https://<company>.pipedrive.com/deal/<id>)'
    )
  const companyDomain = host[1].toLowerCase()
  if (expectedCompany && companyDomain !== expectedCompany) {
    throw new PluginRejectedError(
      'not_found',
      `the deal belongs to ${companyDomain}.pipedrive.com, not to ${expectedCompany}.pipedrive.com`
    )
  }
  return { id: Number(path[1]), companyDomain }
}
