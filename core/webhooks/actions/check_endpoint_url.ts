import { checkOutboundUrl } from '#kernel/outbound/outbound_http'
import { OutboundError, type OutboundFailure } from '#kernel/outbound/outbound_errors'
import { AppException } from '#kernel/exceptions/app_exception'

const RULES: Partial<Record<OutboundFailure, string>> = {
  insecure_url: 'webhook_https',
  blocked_address: 'webhook_public_address',
  dns: 'webhook_resolvable',
}

/** Save-time URL check: a public https URL whose name resolves now (it is checked again at every delivery). */
export async function checkEndpointUrl(url: string) {
  try {
    await checkOutboundUrl(url)
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error
    throw AppException.invalidField('url', RULES[error.kind] ?? 'url', 'E_WEBHOOK_URL_REFUSED')
  }
}
