import { mutate, type SWRConfiguration } from 'swr'
import { api } from '@/lib/api/api-client'

/** SWR keys are /rest paths; the shared fetcher is the API client. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => api.get(key),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
}

/** Forgets every cached response, e.g. when the session ends. */
export function clearSwrCache() {
  return mutate(() => true, undefined, { revalidate: false })
}
