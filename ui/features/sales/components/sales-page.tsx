import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SalesTabs } from './sales-tabs'

/** The frame of the three sales tabs. */
export function SalesPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sales')
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <SalesTabs />
      {children}
    </Stack>
  )
}
