import { Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { auditSentence } from '@/components/history/history-sentences'
import { HistoryTimeline } from '@/components/history/history-timeline'
import { useLocationLog } from '../api/location-log'

/** The location's audit trail, each change as a sentence in the user's language. */
export function HistoryList({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation('locations')
  const [page, setPage] = useState(1)
  const { data } = useLocationLog(locationId, page)
  const events = (data?.data ?? []).map((entry) => ({
    id: entry.id,
    at: entry.created_at,
    sentence: auditSentence(t, i18n.language, entry),
  }))
  return (
    <Stack gap="sm" component="section" aria-label={t('history.label')}>
      <Title order={2} fz="h4">
        {t('history.label')}
      </Title>
      {!data ? (
        <Skeleton height={300} />
      ) : events.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <HistoryTimeline label={t('history.label')} events={events} language={i18n.language} />
      )}
      {data && data.meta.lastPage > 1 && (
        <Group justify="flex-end">
          <Pagination value={page} total={data.meta.lastPage} onChange={setPage} />
        </Group>
      )}
    </Stack>
  )
}
