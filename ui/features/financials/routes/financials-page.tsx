import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IndependentCard } from '@/components/independent-card'
import { useFinancials } from '../api/financials'
import { RevenueFigures } from '../components/revenue-figures'
import { MrrCharts } from '../components/mrr-charts'
import { TargetForm } from '../components/target-form'

/** /financials/hidden (spec §2, admins): revenue against the year's target, and MRR from the subscriptions. */
export default function FinancialsPage() {
  const { t } = useTranslation('financials')
  const { data } = useFinancials()
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('description')}
        </Text>
      </div>
      {data && (
        <>
          <IndependentCard title={t('revenue.title')} card={data.revenue}>
            {(revenue) => (
              <Stack gap="lg">
                <RevenueFigures revenue={revenue} />
                <TargetForm
                  key={`${revenue.year}-${revenue.target}`}
                  year={revenue.year}
                  target={revenue.target}
                />
              </Stack>
            )}
          </IndependentCard>
          <IndependentCard
            title={t('mrr.title')}
            description={t('mrr.description')}
            card={data.mrr}
          >
            {(mrr) => <MrrCharts mrr={mrr} />}
          </IndependentCard>
        </>
      )}
    </Stack>
  )
}
