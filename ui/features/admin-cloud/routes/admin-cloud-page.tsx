import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IndependentCard } from '@/components/independent-card'
import { useAdminCloud } from '../api/admin-cloud'
import { ControllersTable } from '../components/controllers-table'
import { JobsTable } from '../components/jobs-table'
import { DeliveriesTable } from '../components/deliveries-table'
import { DatabaseFigures, ProcessFigures } from '../components/system-figures'
import { TrendCharts } from '../components/trend-charts'

/** /admin/cloud (spec §7): is the platform healthy? Each card loads on its own. */
export default function AdminCloudPage() {
  const { t, i18n } = useTranslation('adminCloud')
  const { data } = useAdminCloud()
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {data
            ? t('generatedAt', {
                time: new Date(data.generated_at).toLocaleTimeString(i18n.language),
              })
            : t('description')}
        </Text>
      </div>
      {data && (
        <>
          <IndependentCard title={t('controllers.title')} card={data.controllers}>
            {(controllers) => <ControllersTable data={controllers} />}
          </IndependentCard>
          <IndependentCard title={t('trends.title')} card={data.trends}>
            {(trends) => <TrendCharts data={trends} />}
          </IndependentCard>
          <IndependentCard
            title={t('jobs.title')}
            description={t('jobs.description')}
            card={data.jobs}
          >
            {(jobs) => <JobsTable data={jobs} />}
          </IndependentCard>
          <IndependentCard title={t('deliveries.title')} card={data.deliveries}>
            {(deliveries) => <DeliveriesTable data={deliveries} />}
          </IndependentCard>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <IndependentCard title={t('database.title')} card={data.database}>
              {(database) => <DatabaseFigures data={database} />}
            </IndependentCard>
            <IndependentCard
              title={t('process.title')}
              description={t('process.description')}
              card={data.process}
            >
              {(process) => <ProcessFigures data={process} />}
            </IndependentCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  )
}
