import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ConfigFileFilters, ConfigFilePage, ConfigSettings } from './types'

export const configFilesPath = '/network/config'
const PER_PAGE = 25

/** `GET /rest/network/config`: one page, searched by name and filtered by vendor. */
export function useConfigFiles({ search, vendor, page }: ConfigFileFilters) {
  const params = {
    search: search.trim() || undefined,
    vendor: vendor || undefined,
    page,
    perPage: PER_PAGE,
  }
  return useSWR<ConfigFilePage>(
    [configFilesPath, JSON.stringify(params)],
    () => api.get<ConfigFilePage>(configFilesPath, { params }),
    {
      keepPreviousData: true,
    }
  )
}

/** `GET /rest/network/config/settings`: the vendors that take files, the size limit, the controllers. */
export function useConfigSettings() {
  return useSWR<ConfigSettings>(`${configFilesPath}/settings`, (path: string) =>
    api.get<ConfigSettings>(path)
  )
}

/** Every cached page of the list, and every venue card (a file's venue count and compatibility change together). */
export const revalidateConfigFiles = () =>
  mutate((key) =>
    Array.isArray(key)
      ? key[0] === configFilesPath
      : typeof key === 'string' && key.endsWith('/network/config')
  )
