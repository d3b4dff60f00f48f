import {
  Alert,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useControllers } from '../api/get-controllers'
import type { ControllerView, SyncSummary } from '@/features/network/api/views'
import { ControllerForm } from '../components/controller-form'
import { ControllerRow } from '../components/controller-row'
import { ControllerSites } from '../components/controller-sites'
import { SyncSummaryView } from '../components/sync-summary'

type Editing = { controller?: ControllerView } | null

export default function ControllersPage() {
  const { t } = useTranslation('controllers')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing>(null)
  const [sitesOf, setSitesOf] = useState<ControllerView | null>(null)
  const [summary, setSummary] = useState<SyncSummary | null>(null)
  const { data, error } = useControllers(debounced, page)

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Button onClick={() => setEditing({})}>{t('actions.add')}</Button>
      </Group>
      <TextInput
        aria-label={t('table.search')}
        placeholder={t('table.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
        maw={320}
      />
      {summary && <SyncSummaryView summary={summary} />}
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={200} radius="lg" role="status" aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('table.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.alias')}</Table.Th>
                <Table.Th>{t('table.url')}</Table.Th>
                <Table.Th>{t('table.status')}</Table.Th>
                <Table.Th>{t('table.lastSync')}</Table.Th>
                <Table.Th>{t('table.sites')}</Table.Th>
                <Table.Th>{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((controller) => (
                <ControllerRow
                  key={controller.id}
                  controller={controller}
                  onEdit={(picked) => setEditing({ controller: picked })}
                  onSites={setSitesOf}
                  onSynced={setSummary}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.meta.lastPage > 1 && (
        <Pagination total={data.meta.lastPage} value={page} onChange={setPage} />
      )}
      {editing && (
        <ControllerForm controller={editing.controller} onClose={() => setEditing(null)} />
      )}
      {sitesOf && <ControllerSites controller={sitesOf} onClose={() => setSitesOf(null)} />}
    </Stack>
  )
}
