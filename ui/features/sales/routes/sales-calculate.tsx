import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { useTariffs } from '../api/configs'
import type { SalesConfig } from '../api/types'
import { CalculatorForm } from '../components/calculator-form'
import { QuoteResult } from '../components/quote-result'
import { SalesPage } from '../components/sales-page'
import { RecentQuotes } from '../components/recent-quotes'

/** `/admin/sales/calculate`: the configuration calculator and its quote. */
export default function SalesCalculatePage() {
  const { t } = useTranslation('sales')
  const tariffs = useTariffs()
  const [config, setConfig] = useState<SalesConfig | null>(null)
  return (
    <SalesPage>
      <SectionCard title={t('calculator.title')} description={t('calculator.hint')}>
        {tariffs.error && <Alert color="red">{errorMessage(t, tariffs.error)}</Alert>}
        {tariffs.data ? (
          <CalculatorForm
            key={config?.id ?? 'new'}
            tariffs={tariffs.data}
            current={config}
            onCalculated={setConfig}
          />
        ) : (
          !tariffs.error && <Skeleton height={320} />
        )}
      </SectionCard>
      {config && (
        <Stack>
          <QuoteResult config={config} />
          <Group>
            <Button variant="default" onClick={() => setConfig(null)}>
              {t('calculator.new')}
            </Button>
          </Group>
        </Stack>
      )}
      <SectionCard title={t('calculator.recent')}>
        <RecentQuotes onOpen={setConfig} />
      </SectionCard>
    </SalesPage>
  )
}
