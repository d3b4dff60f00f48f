import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ManagedUser, Page } from './types'

export const usersKey = (page: number, q: string) => ['/users', page, q] as const

export const listUsers = (page: number, q: string) =>
  api.get<Page<ManagedUser>>('/users', { params: { page, perPage: 25, ...(q ? { q } : {}) } })

export function useUsers(page: number, q: string) {
  return useSWR(usersKey(page, q), ([, p, search]) => listUsers(p, search), {
    keepPreviousData: true,
  })
}
