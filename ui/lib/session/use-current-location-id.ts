import { useSearchParams } from 'react-router'
import { useSession } from './session-store'

/**
 * The venue the /locations tabs show: `?location=ID` when the URL names one (admins and multi-venue users
 * jump between venues that way, and links stay shareable), else the user's default location from the self
 * record. Null when neither exists. The server still decides whether the user may see it (404 otherwise).
 */
export function useCurrentLocationId(): number | null {
  const [params] = useSearchParams()
  const fromSession = useSession((session) => session.location?.id ?? null)
  const raw = params.get('location')
  const fromUrl = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null
  return fromUrl ?? fromSession
}
