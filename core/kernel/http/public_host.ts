/** First host labels on which only public routes answer (spec §2: "portal" and "status" hosts). */
export const PUBLIC_ONLY_HOST_LABELS = ['portal', 'status'] as const

/**
 * Whether a request came in on a public-only host (`status.example.com`): there the API serves only routes that
 * anyone may call (the status page, brand configuration, health), so a session cannot be used from that host.
 */
export function isPublicOnlyHost(hostname: string | null | undefined) {
  const first = (hostname ?? '').toLowerCase().split('.')[0]
  return (PUBLIC_ONLY_HOST_LABELS as readonly string[]).includes(first)
}
