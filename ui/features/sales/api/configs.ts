import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ConfigList, NewConfig, SalesConfig, Tariffs } from './types'

export const configsPath = '/sales/configs'

export function useTariffs() {
  return useSWR<Tariffs>(`${configsPath}/tariffs`, () => api.get<Tariffs>(`${configsPath}/tariffs`))
}

/** `GET /sales/configs`: the latest calculations (a hunter's own). */
export function useConfigs() {
  const params = { perPage: 10 }
  return useSWR<ConfigList>([configsPath, 'latest'], () =>
    api.get<ConfigList>(configsPath, { params })
  )
}

const revalidateConfigs = () => mutate((key) => Array.isArray(key) && key[0] === configsPath)

/** 422 carries the field errors, E_PLAN_TOO_SMALL and E_SALES_PRODUCT_MISSING: the form shows them. */
export async function calculateConfig(input: NewConfig, id?: number) {
  const config = id
    ? await api.patch<SalesConfig>(`${configsPath}/${id}`, input, { expect: [404, 422] })
    : await api.post<SalesConfig>(configsPath, input, { expect: [422] })
  await revalidateConfigs()
  return config
}

/** `GET /sales/configs/{id}/pdf`: the quote, opened in a new tab. */
export async function openQuotePdf(id: number) {
  const pdf = await api.get<Blob>(`${configsPath}/${id}/pdf`, {
    responseType: 'blob',
    accept: 'application/pdf, application/json',
    expect: [404],
  })
  const url = URL.createObjectURL(pdf)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
