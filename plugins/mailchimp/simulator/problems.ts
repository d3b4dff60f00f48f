import { randomUUID } from 'node:crypto'
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

const ERROR_DOCS = 'https://mailchimp.com/developer/marketing/docs/errors/'

/** An RFC 7807 problem document, as the Marketing API answers every error. */
export function problem(
  status: number,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {}
): SimResponse {
  return {
    status,
    contentType: 'application/problem+json; charset=utf-8',
    headers: { 'x-request-id': randomUUID() },
    body: { type: ERROR_DOCS, title, status, detail, instance: randomUUID(), ...extra },
  }
}

export const invalidKey = () =>
  problem(
    401,
    'API Key Invalid',
    "Your API key may be invalid, or you've attempted to access the wrong datacenter."
  )
export const notFound = () =>
  problem(404, 'Resource Not Found', 'The requested resource could not be found.')
export const invalidResource = (errors: Array<{ field: string; message: string }>) =>
  problem(
    400,
    'Invalid Resource',
    "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
    { errors }
  )
