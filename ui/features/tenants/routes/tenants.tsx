import { Alert, Button, Group, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { PagedTable } from '@/components/paged-table'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useTenants } from '../api/tenants'
import { deactivateTenantNow, deleteTenant } from '../api/tenant-writes'
import type { TenantView } from '../api/types'
import { ConfirmModal } from '../components/confirm-modal'
import { ImportModal } from '../components/import-modal'
import { MailPreviewModal } from '../components/mail-preview-modal'
import { PendingSection } from '../components/pending-section'
import { ScheduleDeactivationModal } from '../components/schedule-deactivation-modal'
import { TenantModal } from '../components/tenant-modal'
import { TenantsLocation, type TenantsContext } from '../components/tenants-location'
import { TenantsTable, type TenantAction } from '../components/tenants-table'

type Open = { kind: 'add' | 'import' } | { kind: TenantAction; tenant: TenantView } | null

function Tenants({ locationId, canUpdate }: TenantsContext) {
  const { t } = useTranslation('tenants')
  const isAdmin = useSession((session) => session.user.isAdmin)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Open>(null)
  const { data, error, isLoading } = useTenants(locationId, search, page)
  const close = () => setOpen(null)

  if (isApiError(error) && error.code === 'E_TENANT_MANAGEMENT_DISABLED')
    return (
      <Alert color="gray" title={t('disabled.title')}>
        {/* An admin is the support: tell them what to switch on instead. */}
        {isAdmin ? t('disabled.admin') : errorMessage(t, error)}
      </Alert>
    )
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )

  const deactivate = async (tenant: TenantView) => {
    try {
      const after = await deactivateTenantNow(locationId, tenant.id)
      if (after.status === 'deactivated')
        toast('success', t('deactivation.done', { name: tenant.name }))
      else
        toast(
          'warning',
          t('deactivation.later', {
            name: tenant.name,
            reason: after.lastError?.message ?? t('pending.busy'),
          })
        )
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }
  const remove = async (tenant: TenantView) => {
    try {
      await deleteTenant(locationId, tenant.id)
      toast('success', t('deleted', { name: tenant.name }))
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }

  const settings = data?.settings
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
          w={320}
        />
        {canUpdate && settings && (
          <Group>
            <Button variant="default" onClick={() => setOpen({ kind: 'import' })}>
              {t('import.open')}
            </Button>
            <Button onClick={() => setOpen({ kind: 'add' })}>{t('add')}</Button>
          </Group>
        )}
      </Group>
      {settings && (
        <Text size="sm" c="dimmed">
          {settings.networkName
            ? t('intro', {
                network: settings.networkName,
                time: settings.nightlyAt,
                zone: settings.nightlyZone,
              })
            : t('noNetwork')}
        </Text>
      )}
      {settings && (
        <PendingSection locationId={locationId} settings={settings} canUpdate={canUpdate} />
      )}
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={200}
        emptyLabel={search ? t('noMatch') : t('empty')}
        totalLabel={(total) => t('total', { count: total })}
        onPageChange={setPage}
      >
        {(rows) => (
          <TenantsTable
            locationId={locationId}
            tenants={rows}
            canUpdate={canUpdate}
            onAction={(kind, tenant) => setOpen({ kind, tenant })}
          />
        )}
      </PagedTable>

      {open?.kind === 'add' && settings && (
        <TenantModal locationId={locationId} settings={settings} onClose={close} />
      )}
      {open?.kind === 'edit' && settings && (
        <TenantModal
          locationId={locationId}
          settings={settings}
          tenant={open.tenant}
          onClose={close}
        />
      )}
      {open?.kind === 'import' && <ImportModal locationId={locationId} onClose={close} />}
      {open?.kind === 'mail' && (
        <MailPreviewModal locationId={locationId} tenant={open.tenant} onClose={close} />
      )}
      {open?.kind === 'schedule' && (
        <ScheduleDeactivationModal locationId={locationId} tenant={open.tenant} onClose={close} />
      )}
      {open?.kind === 'deactivate' && (
        <ConfirmModal
          title={t('deactivation.nowTitle', { name: open.tenant.name })}
          description={t('deactivation.nowWarning')}
          confirmLabel={t('actions.deactivate')}
          onConfirm={() => deactivate(open.tenant)}
          onClose={close}
        />
      )}
      <DeleteConfirmModal
        opened={open?.kind === 'delete'}
        onClose={close}
        onConfirm={() => (open?.kind === 'delete' ? remove(open.tenant) : undefined)}
        title={t('deleteTitle')}
        description={t('deleteWarning')}
        confirmValue={open?.kind === 'delete' ? open.tenant.name : ''}
      />
    </>
  )
}

export default function TenantsPage() {
  return <TenantsLocation>{(context) => <Tenants {...context} />}</TenantsLocation>
}
