import { Anchor, Group } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { statusDesignerHref } from '@/components/status-page-link'

/** Every screen under /locations that the route table has, in menu order. */
export const LOCATION_TABS = [
  { to: paths.locations.dashboard, label: 'locationDashboard' },
  { to: paths.locations.topology, label: 'topology' },
  { to: paths.locations.tenants, label: 'tenants' },
  { to: paths.locations.clients, label: 'clients' },
  { to: paths.locations.systems, label: 'systems' },
  { to: paths.locations.portal, label: 'guestPortal' },
  { to: paths.locations.history, label: 'history' },
  { to: paths.locations.alerts, label: 'alerts' },
  { to: paths.locations.info, label: 'info' },
  { to: paths.locations.hardware, label: 'hardware' },
  { to: paths.locations.configuration, label: 'configuration' },
  { to: paths.locations.billing, label: 'billing' },
  { to: paths.locations.installation, label: 'installationReport' },
  { to: paths.locations.report, label: 'report' },
] as const

/** The venue's tabs, shared by the network and locations screens; `?location=` keeps every tab on the same venue. */
export function LocationTabs({ locationId }: { locationId: number | null | undefined }) {
  const { t } = useTranslation('nav')
  const { pathname } = useLocation()
  const query = locationId ? `?location=${locationId}` : ''
  const nav = useRef<HTMLDivElement>(null)
  useEffect(() => {
    nav.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [pathname])
  return (
    // One row that scrolls sideways on a phone instead of wrapping the twelve tabs onto four rows (issue 32 item 12).
    <Group
      gap="md"
      component="nav"
      aria-label={t('locationTabs')}
      wrap="nowrap"
      className="location-tabs"
      ref={nav}
    >
      {LOCATION_TABS.map((tab) => {
        const current = pathname === tab.to
        return (
          <Anchor
            key={tab.to}
            component={Link}
            to={`${tab.to}${query}`}
            aria-current={current ? 'page' : undefined}
            fw={current ? 700 : 400}
            underline={current ? 'always' : 'hover'}
          >
            {t(tab.label)}
          </Anchor>
        )
      })}
      {locationId ? (
        <StatusPageTab
          locationId={locationId}
          current={pathname === statusDesignerHref('location', locationId)}
        />
      ) : null}
    </Group>
  )
}

/** The venue's status page designer names the venue in its path (spec §2 /locations/{id}/status), not in ?location=. */
function StatusPageTab({ locationId, current }: { locationId: number; current: boolean }) {
  const { t } = useTranslation('nav')
  return (
    <Anchor
      component={Link}
      to={statusDesignerHref('location', locationId)}
      aria-current={current ? 'page' : undefined}
      fw={current ? 700 : 400}
      underline={current ? 'always' : 'hover'}
    >
      {t('statusPage')}
    </Anchor>
  )
}
