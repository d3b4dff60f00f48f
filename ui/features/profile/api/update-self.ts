import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'
import { selfKey } from '@/lib/session/session-api'
import { sessionStore } from '@/lib/session/session-store'
import { meKey } from './get-me'

export interface UpdateSelfInput {
  firstname?: string
  name?: string
  lang?: string
  phone?: string | null
  address?: string | null
  zipcode?: string | null
  city?: string | null
  country?: string | null
}

/** `PUT /rest/self`; the session and the cached profile follow the answer. */
export async function updateSelf(input: UpdateSelfInput): Promise<SelfRecord> {
  const self = await api.put<SelfRecord>(selfKey, input, { expect: [422] })
  sessionStore.signIn(self)
  await mutate(meKey)
  return self
}
