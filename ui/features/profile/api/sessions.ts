import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type UserSession = ApiResponse<'GET /rest/self/sessions'>['data'][number]
export type SignIn = ApiResponse<'GET /rest/self/sign-ins'>['data'][number]

export const sessionsKey = '/self/sessions'
export const signInsKey = '/self/sign-ins'

export function useSessions() {
  return useSWR(sessionsKey, (path: string) =>
    api.get<ApiResponse<'GET /rest/self/sessions'>>(path)
  )
}

export function useSignIns() {
  return useSWR(signInsKey, (path: string) => api.get<ApiResponse<'GET /rest/self/sign-ins'>>(path))
}

export const endSession = (id: string) =>
  api.delete<void>(`/self/sessions/${encodeURIComponent(id)}`)
