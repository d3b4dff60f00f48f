import { Alert, Button, Group, Skeleton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { SectionCard } from '@/components/section-card'
import { useSession } from '@/lib/session/session-store'
import { downloadVisitsCsv, useSalesStats, useVisitPins } from '../api/visits'
import { SalesPage } from '../components/sales-page'
import { SalesStatsPanel } from '../components/sales-stats'
import { VisitsMap } from '../components/visits-map'
import { VisitsTable } from '../components/visits-table'
import { HuntersCard } from '../components/hunters-card'
import { VisitDetailModal } from '../components/visit-detail-modal'

/** `/admin/sales`: the visits (own, and every hunter's today), today's map, the stats and the export. */
export default function SalesOverviewPage() {
  const { t } = useTranslation('sales')
  const isAdmin = useSession((session) => session.user.isAdmin)
  const [opened, setOpened] = useState<number | null>(null)
  const pins = useVisitPins()
  const stats = useSalesStats()
  const exportCsv = () =>
    downloadVisitsCsv().catch((error) =>
      toast('error', errorMessage(t, error), { source: 'sales-export' })
    )
  return (
    <SalesPage>
      <SectionCard title={t('overview.visits')}>
        <Group justify="flex-end">
          <Button variant="light" onClick={exportCsv}>
            {t('overview.export')}
          </Button>
        </Group>
        <VisitsTable onOpen={setOpened} />
      </SectionCard>
      <SectionCard title={t('overview.todayMap')}>
        {pins.error && <Alert color="red">{errorMessage(t, pins.error)}</Alert>}
        {pins.data ? (
          <VisitsMap pins={pins.data.data} onOpen={setOpened} />
        ) : (
          !pins.error && <Skeleton height={240} />
        )}
      </SectionCard>
      <SectionCard title={t('stats.title')} description={t('stats.hint')}>
        {stats.error && <Alert color="red">{errorMessage(t, stats.error)}</Alert>}
        {stats.data ? (
          <SalesStatsPanel stats={stats.data} />
        ) : (
          !stats.error && <Skeleton height={240} />
        )}
      </SectionCard>
      {isAdmin && <HuntersCard />}
      {opened !== null && <VisitDetailModal visitId={opened} onClose={() => setOpened(null)} />}
    </SalesPage>
  )
}
