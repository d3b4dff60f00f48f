import { NON_BRAND_HOST_LABELS } from '@/config/constants'

export function firstHostLabel(hostname: string): string {
  return hostname.toLowerCase().split('.')[0] ?? ''
}

/** The brand named by the host (`acme.airdeck.example` → `acme`), or null where no brand applies. */
export function brandFromHost(hostname: string): string | null {
  const labels = hostname.toLowerCase().split('.')
  const first = labels[0]
  if (!first || labels.length < 2 || /^\d+$/.test(first) || hostname.includes(':')) return null
  return NON_BRAND_HOST_LABELS.includes(first) ? null : first
}
