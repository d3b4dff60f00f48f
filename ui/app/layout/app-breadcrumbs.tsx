import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { Link, useMatches, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { RouteMeta } from '../routes/route-meta'

/** Breadcrumbs derived from the `breadcrumb` metadata of the matched routes (spec §2). */
export function AppBreadcrumbs() {
  const { t } = useTranslation('nav')
  // The venue in view (`?location=`) stays in view when going up: "Locations" opens its dashboard tab.
  const venue = useSearchParams()[0].get('location')
  const query = venue ? `?${new URLSearchParams({ location: venue })}` : ''
  const crumbs = useMatches()
    .map((match) => {
      const handle = match.handle as (Partial<RouteMeta> & { navigable?: boolean }) | undefined
      return { to: match.pathname, key: handle?.breadcrumb, navigable: handle?.navigable === true }
    })
    .filter((crumb): crumb is { to: string; key: string; navigable: boolean } => Boolean(crumb.key))
    .filter((crumb, index, all) => all.findIndex((other) => other.to === crumb.to) === index)

  // A single crumb only repeats the page title.
  if (crumbs.length < 2) return null
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} mb="md">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 || !crumb.navigable ? (
            <Text
              key={crumb.to}
              size="sm"
              fw={index === crumbs.length - 1 ? 600 : 400}
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            >
              {t(crumb.key)}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to + query} size="sm">
              {t(crumb.key)}
            </Anchor>
          )
        )}
      </Breadcrumbs>
    </nav>
  )
}
