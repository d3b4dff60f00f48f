import { Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { usePendingTenants } from '../api/tenants'
import { createAllNow, createTenantNow, removePendingTenant } from '../api/tenant-writes'
import type { TenantSettings, TenantView } from '../api/types'
import { ScrollTable } from '@/components/scroll-table'

interface PendingSectionProps {
  locationId: number
  settings: TenantSettings
  canUpdate: boolean
}

/** Pending creations: created in the night unless "create now"; a failed attempt shows its reason. */
export function PendingSection({ locationId, settings, canUpdate }: PendingSectionProps) {
  const { t, i18n } = useTranslation('tenants')
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState<number | 'all' | null>(null)
  const { data } = usePendingTenants(locationId, page, true)
  if (!data || data.meta.total === 0) return null

  const act = async (key: number | 'all', work: () => Promise<void>) => {
    setBusy(key)
    try {
      await work()
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setBusy(null)
    }
  }
  const createNow = (tenant: TenantView) =>
    act(tenant.id, async () => {
      const after = await createTenantNow(locationId, tenant.id)
      if (after.status === 'pending_creation')
        toast(
          'warning',
          t('pending.notYet', {
            name: tenant.name,
            reason: after.lastError?.message ?? t('pending.busy'),
          })
        )
      else toast('success', t('pending.created', { name: tenant.name }))
    })
  const createAll = () =>
    act('all', async () => {
      const { pending } = await createAllNow(locationId)
      toast('info', t('pending.allQueued', { count: pending }))
    })
  const remove = (tenant: TenantView) =>
    act(tenant.id, async () => {
      await removePendingTenant(locationId, tenant.id)
      toast('success', t('pending.removed', { name: tenant.name }))
    })
  const due = (tenant: TenantView) =>
    new Date(tenant.createAfter).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    })

  return (
    <Stack gap="sm" component="section" aria-label={t('pending.title')}>
      <Group justify="space-between">
        <Title order={3} fz="h4">
          {t('pending.title')} ({data.meta.total})
        </Title>
        {canUpdate && (
          <Button variant="light" loading={busy === 'all'} onClick={createAll}>
            {t('pending.createAll')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('pending.intro', { time: settings.nightlyAt, zone: settings.nightlyZone })}
      </Text>
      <ScrollTable minWidth={560} striped aria-label={t('pending.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('pending.due')}</Table.Th>
            <Table.Th>{t('pending.lastError')}</Table.Th>
            {canUpdate && <Table.Th>{t('table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((tenant) => (
            <Table.Tr key={tenant.id}>
              <Table.Td fw={500}>{tenant.name}</Table.Td>
              <Table.Td>{due(tenant)}</Table.Td>
              <Table.Td>
                <Text size="sm" c={tenant.lastError ? 'red.8' : 'dimmed'}>
                  {tenant.lastError?.message ?? '—'}
                </Text>
              </Table.Td>
              {canUpdate && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      loading={busy === tenant.id}
                      onClick={() => createNow(tenant)}
                      aria-label={t('pending.createNowFor', { name: tenant.name })}
                    >
                      {t('pending.createNow')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={busy === tenant.id}
                      onClick={() => remove(tenant)}
                      aria-label={t('pending.removeFor', { name: tenant.name })}
                    >
                      {t('pending.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {data.meta.lastPage > 1 && (
        <Pagination
          value={page}
          total={data.meta.lastPage}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
        />
      )}
    </Stack>
  )
}
