import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ManagedUser, SubjectType } from './types'

export interface UpdateUserInput {
  firstname?: string
  name?: string
  role?: string | null
  /** Admins only. */
  account_role?: 'installer' | 'demo_customer' | null
  lang?: string
  access?: Array<{ subject_type: SubjectType; subject_id: number; permissions: string[] }>
}

const revalidateUsers = () => mutate((key) => Array.isArray(key) && key[0] === '/users')

/** `PUT /rest/users/{id}`. */
export async function updateUser(id: number, input: UpdateUserInput) {
  const user = await api.put<ManagedUser>(`/users/${id}`, input, { expect: [403, 422] })
  await revalidateUsers()
  return user
}

/**
 * `DELETE /rest/users/{id}` for one object. The server answers 422
 * E_LAST_PERMISSION when this is the account's last access, until confirmed.
 */
export async function removeUserAccess(
  id: number,
  subject: { subject_type: SubjectType; subject_id: number },
  confirmed = false
) {
  const result = await api.delete<{ left_without_access: boolean }>(
    `/users/${id}`,
    { ...subject, ...(confirmed ? { confirm_last_permission_removal: true } : {}) },
    { expect: [403, 422] }
  )
  await revalidateUsers()
  return result
}

/** `DELETE /rest/users/{id}` with `{everything: true}`: admins delete the account. */
export async function deleteUserAccount(id: number) {
  await api.delete(`/users/${id}`, { everything: true }, { expect: [403, 422] })
  await revalidateUsers()
}
