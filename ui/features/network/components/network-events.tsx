import { Alert, Badge, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { networkEventSentence } from '@/components/history/history-sentences'
import { HistoryTimeline } from '@/components/history/history-timeline'
import { errorMessage } from '@/lib/i18n/error-message'
import { useNetworkEvents } from '../api/get-network-events'
import type { NetworkEventView } from '../api/views'

const colors: Record<NetworkEventView['type'], string> = {
  device_offline: 'red',
  device_online: 'teal',
  network_status: 'blue',
  client_count: 'gray',
  command: 'orange',
}

/** What sync saw change at a venue (GET /network/history), newest first. */
export function NetworkEvents({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation('network')
  const [page, setPage] = useState(1)
  const { data, error } = useNetworkEvents(locationId, page)

  const content = error ? (
    <Alert color="red" role="alert">
      {errorMessage(t, error)}
    </Alert>
  ) : !data ? (
    <Skeleton height={160} radius="lg" role="status" aria-label={t('common:loading.label')} />
  ) : data.data.length === 0 ? (
    <Text c="dimmed">{t('events.empty')}</Text>
  ) : (
    <>
      <HistoryTimeline
        label={t('events.title')}
        language={i18n.language}
        events={data.data.map((event) => ({
          id: event.id,
          at: event.at,
          sentence: networkEventSentence(t, event),
          badge: (
            <Badge color={colors[event.type]} variant="dot" style={{ flexShrink: 0 }}>
              {t(`events.types.${event.type}`)}
            </Badge>
          ),
        }))}
      />
      {data.meta.lastPage > 1 && (
        <Pagination total={data.meta.lastPage} value={page} onChange={setPage} />
      )}
    </>
  )

  return (
    <Stack gap="sm" component="section" aria-label={t('events.title')}>
      <Title order={2} fz="h4">
        {t('events.title')}
      </Title>
      {content}
    </Stack>
  )
}
