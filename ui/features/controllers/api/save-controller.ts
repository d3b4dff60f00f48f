import { api } from '@/lib/api/api-client'
import { controllersKey } from './get-controllers'
import { revalidateControllers } from './revalidate-controllers'
import type { ControllerView } from '@/features/network/api/views'

/** The vendor, an alias, and the settings its plugin asks for (secrets left out on edit keep the stored ones). */
export type ControllerInput = { vendor: string; alias?: string } & Record<string, unknown>

/**
 * `POST /rest/controllers` or `PUT /rest/controllers/{id}`: the server logs in first and saves only when that
 * worked; 422 says why (wrong credentials, connection failed, an address not allowed) with field errors; 403 when an
 * installer moves a controller an admin put on a private network.
 */
export async function saveController(input: ControllerInput, id?: number): Promise<ControllerView> {
  const body = { ...input, alias: input.alias?.trim() || undefined }
  const controller =
    id === undefined
      ? await api.post<ControllerView>(controllersKey, body, { expect: [403, 409, 422, 503] })
      : await api.put<ControllerView>(`${controllersKey}/${id}`, body, {
          expect: [403, 409, 422, 503],
        })
  await revalidateControllers()
  return controller
}
