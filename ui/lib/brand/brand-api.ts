import { api } from '@/lib/api/api-client'
import type { BrandConfig } from '@/lib/session/session-state'
import { brandFromHost } from './host'

/** `GET /rest/init/{brand}`; an unknown brand (or a 405) means the default look. */
export async function fetchBrandConfig(hostname: string): Promise<BrandConfig> {
  const brand = brandFromHost(hostname)
  if (!brand) return {}
  try {
    const config = await api.get<BrandConfig>(`/init/${encodeURIComponent(brand)}`, {
      expect: [404, 405],
    })
    return config ?? {}
  } catch {
    return {}
  }
}
