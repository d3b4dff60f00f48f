import { Stack, Tabs, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'

const TABS = [
  { path: paths.partner.root, label: 'tabs.info' },
  { path: paths.partner.getStarted, label: 'tabs.getStarted' },
  { path: paths.partner.users, label: 'tabs.users' },
  { path: paths.partner.invites, label: 'tabs.invites' },
]

/**
 * The frame of the partner pages: title and the four tabs of spec §2. Shared:
 * the partners feature and the users feature (the invitations tab) both use it.
 */
export function PartnerFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('partners')
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <Tabs value={pathname} onChange={(value) => value && navigate(value)}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  )
}
