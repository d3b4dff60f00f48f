import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import type { RouteMeta } from './routes/route-meta'

/** Names the browser tab after the deepest breadcrumb, so that each page has its own title. */
export function DocumentTitle() {
  const { t } = useTranslation('nav')
  const brandName = useSession((session) => session.brand.name) ?? 'Airdeck'
  const crumb = useMatches()
    .map((match) => (match.handle as Partial<RouteMeta> | undefined)?.breadcrumb)
    .filter(Boolean)
    .at(-1)
  const title = crumb ? `${t(crumb)} · ${brandName}` : brandName
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
