import { NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { NavLink as RouterLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { useSession } from '@/lib/session/session-store'
import type { NavSection } from '../routes/route-meta'
import { navItemsFor } from './nav-items'

const SECTIONS: NavSection[] = ['main', 'partner', 'admin']
/** The brand's accent colour marks where the user is (see brand-theme.ts). */
const ACTIVE_BAR = 'inset 3px 0 0 var(--airdeck-brand-accent-mark)'

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('nav')
  const user = useSession((session) => session.user)
  const { pathname } = useLocation()
  const items = navItemsFor(user)

  return (
    <ScrollArea component="nav" aria-label={t('mainNavigation')} type="auto">
      <Stack gap="lg">
        {SECTIONS.map((section) => {
          const sectionItems = items.filter((item) => item.section === section)
          if (sectionItems.length === 0) return null
          return (
            <Stack key={section} gap={2}>
              {section !== 'main' && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {t(`sections.${section}`)}
                </Text>
              )}
              {sectionItems.map((item) => {
                const active = pathname === item.to || pathname.startsWith(`${item.to}/`)
                return (
                  <NavLink
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    label={t(item.label)}
                    leftSection={<Icon name={item.icon} />}
                    active={active}
                    onClick={onNavigate}
                    style={{
                      borderRadius: 'var(--mantine-radius-md)',
                      boxShadow: active ? ACTIVE_BAR : undefined,
                    }}
                  />
                )
              })}
            </Stack>
          )
        })}
      </Stack>
    </ScrollArea>
  )
}
