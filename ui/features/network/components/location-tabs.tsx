import { Anchor, Group } from '@mantine/core'
import { NavLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'

const TABS = [
  { to: paths.locations.dashboard, label: 'nav:locationDashboard' },
  { to: paths.locations.topology, label: 'nav:topology' },
  { to: paths.locations.clients, label: 'nav:clients' },
  { to: paths.locations.systems, label: 'nav:systems' },
  { to: paths.locations.history, label: 'nav:history' },
  { to: paths.locations.info, label: 'nav:info' },
] as const

/** The venue's tabs, keeping `?location=` so that every tab shows the same venue. */
export function LocationTabs({ locationId }: { locationId: number }) {
  const { t } = useTranslation('network')
  const { pathname } = useLocation()
  return (
    <Group gap="md" component="nav" aria-label={t('page.tabs')}>
      {TABS.map((tab) => (
        <Anchor
          key={tab.to}
          component={NavLink}
          to={`${tab.to}?location=${locationId}`}
          fw={pathname === tab.to ? 700 : 400}
          underline={pathname === tab.to ? 'always' : 'hover'}
        >
          {t(tab.label)}
        </Anchor>
      ))}
    </Group>
  )
}
