import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export interface Me {
  id: number
  email: string
  firstname: string
  name: string
  phone: string | null
  address: string | null
  zipcode: string | null
  city: string | null
  country: string | null
  lang: string
  is_admin: boolean
  is_partner: boolean
  two_fa: boolean
  created_at: string
}

export const meKey = '/users/me'

export const getMe = () => api.get<Me>(meKey)

export function useMe() {
  return useSWR<Me>(meKey, getMe)
}
