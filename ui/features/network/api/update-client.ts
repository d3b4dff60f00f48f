import type { ApiBody } from '@airdeck/api-types'
import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { clientsKey } from './get-clients'
import type { ClientView } from './views'

export type ClientChange = ApiBody<'PATCH /rest/locations/{id}/network/clients/{mac}'>

/** `PATCH .../network/clients/{mac}`; 422 carries the field errors (IP outside the subnets, already reserved...). */
export async function updateClient(
  locationId: number,
  mac: string,
  change: ClientChange
): Promise<ClientView> {
  const client = await api.patch<ClientView>(
    `${clientsKey(locationId)}/${encodeURIComponent(mac)}`,
    change,
    {
      expect: [409, 422, 503],
    }
  )
  const listKey = clientsKey(locationId)
  await mutate((key) => Array.isArray(key) && key[0] === listKey)
  return client
}
