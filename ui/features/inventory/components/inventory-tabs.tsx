import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'

const TABS = [
  { to: paths.admin.inventory, label: 'inventory' },
  { to: paths.admin.inventoryCaas, label: 'caas' },
  { to: paths.admin.inventoryProducts, label: 'products' },
  { to: paths.admin.inventoryLogs, label: 'logs' },
] as const

/** The frame of /admin/inventory: title, the four tabs of spec §2 and the tab's own actions. */
export function InventoryFrame({
  actions,
  children,
}: {
  actions?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('inventory')
  const { pathname } = useLocation()
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Group>{actions}</Group>
      </Group>
      <Group gap="md" component="nav" aria-label={t('tabs.label')}>
        {TABS.map((tab) => {
          const current = pathname === tab.to
          return (
            <Anchor
              key={tab.to}
              component={Link}
              to={tab.to}
              aria-current={current ? 'page' : undefined}
              fw={current ? 700 : 400}
              underline={current ? 'always' : 'hover'}
            >
              {t(`tabs.${tab.label}`)}
            </Anchor>
          )
        })}
      </Group>
      {children}
    </Stack>
  )
}
