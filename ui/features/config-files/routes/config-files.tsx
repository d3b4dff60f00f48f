import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { PagedTable } from '@/components/paged-table'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useConfigFiles, useConfigSettings } from '../api/config-files'
import { deleteConfigFile } from '../api/config-file-writes'
import type { ConfigFile, ConfigFileFilters } from '../api/types'
import { ConfigFileFiltersBar } from '../components/config-file-filters'
import { ConfigFilesTable } from '../components/config-files-table'
import { UploadConfigModal } from '../components/upload-config-modal'

const NO_FILTERS: ConfigFileFilters = { search: '', vendor: '', page: 1 }

/** /admin/config: the controllers' configuration files, to upload, download and delete (spec §2, §3 Config). */
export default function ConfigFilesPage() {
  const { t } = useTranslation('configFiles')
  const [filters, setFilters] = useState(NO_FILTERS)
  const [search] = useDebouncedValue(filters.search, 300)
  const { data, error, isLoading } = useConfigFiles({ ...filters, search })
  const { data: settings } = useConfigSettings()
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState<ConfigFile | null>(null)
  const filtered = Boolean(filters.search.trim() || filters.vendor)

  const remove = async () => {
    if (!deleting) return
    try {
      await deleteConfigFile(deleting)
      toast('success', t('toasts.deleted', { name: deleting.name }))
    } catch (failure) {
      // In use: the server's message says by how many locations.
      toast(
        'error',
        isApiError(failure) && failure.code === 'E_CONFIG_IN_USE'
          ? failure.message
          : errorMessage(t, failure)
      )
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" maw={720}>
            {t('subtitle')}
          </Text>
        </div>
        <Button onClick={() => setUploading(true)}>{t('upload')}</Button>
      </Group>
      <ConfigFileFiltersBar
        filters={filters}
        vendors={settings?.vendors ?? []}
        onChange={setFilters}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={filtered ? t('table.noMatch') : t('table.empty')}
        totalLabel={(count) => t('table.total', { count })}
        onPageChange={(page) => setFilters({ ...filters, page })}
      >
        {(files) => <ConfigFilesTable files={files} onDelete={setDeleting} />}
      </PagedTable>
      {uploading && <UploadConfigModal onClose={() => setUploading(false)} />}
      <DeleteConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
        title={t('delete.title')}
        description={t('delete.description', { name: deleting?.name ?? '' })}
        confirmValue={deleting?.name ?? ''}
      />
    </Stack>
  )
}
