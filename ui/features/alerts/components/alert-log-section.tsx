import { Group, NativeSelect, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { useAlertLog } from '../api/alerts'
import { AlertLogTable } from './alert-log-table'

/** The alert log of one venue (`locationId`), or of every venue the user can see. */
export function AlertLogSection({ locationId }: { locationId: number | null }) {
  const { t } = useTranslation('alerts')
  const [page, setPage] = useState(1)
  const [state, setState] = useState('')
  const { data, isLoading } = useAlertLog(locationId, page, state)
  return (
    <Stack gap="sm" component="section" aria-labelledby="alert-log-title">
      <Group justify="space-between" align="flex-end">
        <Title order={3} id="alert-log-title">
          {t('log.title')}
        </Title>
        <NativeSelect
          label={t('log.filter')}
          value={state}
          onChange={(event) => {
            setState(event.currentTarget.value)
            setPage(1)
          }}
          data={[
            { value: '', label: t('log.allStates') },
            ...(['open', 'resolved', 'pending'] as const).map((value) => ({
              value,
              label: t(`state.${value}`),
            })),
          ]}
        />
      </Group>
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={160}
        emptyLabel={t('log.empty')}
        totalLabel={(count) => t('log.total', { count })}
        onPageChange={setPage}
      >
        {(alerts) => <AlertLogTable alerts={alerts} showVenue={locationId === null} />}
      </PagedTable>
    </Stack>
  )
}
