import { api } from '@/lib/api/api-client'
import { controllersKey } from './get-controllers'
import { revalidateControllers } from './revalidate-controllers'
import type { ControllerView } from './types'

export interface ControllerInput {
  vendor: string
  alias?: string
  url: string
  username: string
  /** Empty on edit keeps the stored password. */
  password: string
  verifyTls: boolean
}

/**
 * `POST /rest/controllers` or `PUT /rest/controllers/{id}`: the server logs in first and saves only when that
 * worked; 422 says why (wrong credentials, connection failed) with field errors.
 */
export async function saveController(input: ControllerInput, id?: number): Promise<ControllerView> {
  const body = { ...input, alias: input.alias?.trim() || undefined }
  const controller =
    id === undefined
      ? await api.post<ControllerView>(controllersKey, body, { expect: [409, 422, 503] })
      : await api.put<ControllerView>(`${controllersKey}/${id}`, body, { expect: [409, 422, 503] })
  await revalidateControllers()
  return controller
}
