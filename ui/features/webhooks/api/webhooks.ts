import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiQuery, ApiResponse } from '@airdeck/api-types'

/** A venue's own webhooks, or its guest portal's: the same screens over two paths. */
export type WebhookScope = 'location' | 'portal'

export type WebhookEndpointList = ApiResponse<'GET /rest/locations/{id}/webhooks'>
export type WebhookEndpoint = WebhookEndpointList['data'][number]
export type WebhookEndpointWithSecret = ApiResponse<'POST /rest/locations/{id}/webhooks'>
export type NewWebhookEndpoint = ApiBody<'POST /rest/locations/{id}/webhooks'>
export type WebhookEndpointChanges = ApiBody<'PUT /rest/locations/{id}/webhooks/{endpointId}'>
export type WebhookDeliveryPage =
  ApiResponse<'GET /rest/locations/{id}/webhooks/{endpointId}/deliveries'>
export type WebhookDelivery = WebhookDeliveryPage['data'][number]
export type WebhookDeliveryQuery =
  ApiQuery<'GET /rest/locations/{id}/webhooks/{endpointId}/deliveries'>

export const webhooksPath = (scope: WebhookScope, locationId: number) =>
  scope === 'portal' ? `/portal/${locationId}/webhooks` : `/locations/${locationId}/webhooks`
const deliveriesPath = (scope: WebhookScope, locationId: number, endpointId: number) =>
  `${webhooksPath(scope, locationId)}/${endpointId}/deliveries`

/** 409: the endpoint is switched off; 422: a refused URL or event type. */
/** 403 E_WEBHOOK_EVENT_FORBIDDEN: an event whose data the user may not read (shown in the form, not as "no access"). */
const WRITE_ERRORS = [403, 409, 422]
/** A section of a venue's page: a refusal shows in the section instead of leaving the page. */
const READ_ERRORS = [403, 404]

export function useWebhookEndpoints(scope: WebhookScope, locationId: number) {
  return useSWR<WebhookEndpointList>(webhooksPath(scope, locationId), (path: string) =>
    api.get<WebhookEndpointList>(path, { expect: READ_ERRORS })
  )
}

export function useWebhookDeliveries(
  scope: WebhookScope,
  locationId: number,
  endpointId: number,
  query: WebhookDeliveryQuery
) {
  return useSWR<WebhookDeliveryPage>(
    [deliveriesPath(scope, locationId, endpointId), JSON.stringify(query)],
    () =>
      api.get<WebhookDeliveryPage>(deliveriesPath(scope, locationId, endpointId), {
        params: query,
        expect: READ_ERRORS,
      }),
    {
      keepPreviousData: true,
      // Deliveries are sent by a job: the log follows them without a reload while it is open.
      refreshInterval: 5_000,
    }
  )
}

const revalidate = (scope: WebhookScope, locationId: number) =>
  mutate((key) => {
    const path = Array.isArray(key) ? key[0] : key
    return typeof path === 'string' && path.startsWith(webhooksPath(scope, locationId))
  })

/** The answer carries the signing secret: the only time it is shown. */
export async function createWebhookEndpoint(
  scope: WebhookScope,
  locationId: number,
  input: NewWebhookEndpoint
) {
  const created = await api.post<WebhookEndpointWithSecret>(
    webhooksPath(scope, locationId),
    input,
    { expect: WRITE_ERRORS }
  )
  await revalidate(scope, locationId)
  return created
}

export async function updateWebhookEndpoint(
  scope: WebhookScope,
  locationId: number,
  endpointId: number,
  changes: WebhookEndpointChanges
) {
  const updated = await api.put<WebhookEndpoint>(
    `${webhooksPath(scope, locationId)}/${endpointId}`,
    changes,
    { expect: WRITE_ERRORS }
  )
  await revalidate(scope, locationId)
  return updated
}

export async function deleteWebhookEndpoint(
  scope: WebhookScope,
  locationId: number,
  endpointId: number
) {
  await api.delete(`${webhooksPath(scope, locationId)}/${endpointId}`, undefined, { expect: [404] })
  await revalidate(scope, locationId)
}

export function rotateWebhookSecret(scope: WebhookScope, locationId: number, endpointId: number) {
  return api.post<WebhookEndpointWithSecret>(
    `${webhooksPath(scope, locationId)}/${endpointId}/rotate-secret`,
    undefined,
    { expect: [403] }
  )
}

export async function sendWebhookTest(scope: WebhookScope, locationId: number, endpointId: number) {
  const delivery = await api.post<WebhookDelivery>(
    `${webhooksPath(scope, locationId)}/test`,
    { endpointId },
    { expect: WRITE_ERRORS }
  )
  await revalidate(scope, locationId)
  return delivery
}

export async function resendWebhookDelivery(
  scope: WebhookScope,
  locationId: number,
  endpointId: number,
  deliveryId: number
) {
  await api.post(
    `${deliveriesPath(scope, locationId, endpointId)}/${deliveryId}/resend`,
    undefined,
    { expect: WRITE_ERRORS }
  )
  await revalidate(scope, locationId)
}

export async function resendFailedWebhooks(
  scope: WebhookScope,
  locationId: number,
  endpointId: number,
  since: string
) {
  const answer = await api.post<{ count: number }>(
    `${webhooksPath(scope, locationId)}/${endpointId}/resend-failed`,
    { since },
    { expect: WRITE_ERRORS }
  )
  await revalidate(scope, locationId)
  return answer.count
}
