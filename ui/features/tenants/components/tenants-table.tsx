import { Button, Menu, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TenantView } from '../api/types'
import { TenantKey } from './tenant-key'
import { TenantStatusBadge } from './tenant-status-badge'
import { ScrollTable } from '@/components/scroll-table'

export type TenantAction = 'edit' | 'mail' | 'schedule' | 'deactivate' | 'delete'

interface TenantsTableProps {
  locationId: number
  tenants: TenantView[]
  canUpdate: boolean
  onAction: (action: TenantAction, tenant: TenantView) => void
}

/** The venue's tenants: state, masked key (editors reveal it), VLAN, and what an editor can do with each. */
export function TenantsTable({ locationId, tenants, canUpdate, onAction }: TenantsTableProps) {
  const { t } = useTranslation('tenants')
  return (
    <ScrollTable minWidth={720} striped aria-label={t('table.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('table.name')}</Table.Th>
          <Table.Th>{t('table.email')}</Table.Th>
          <Table.Th>{t('table.vlan')}</Table.Th>
          <Table.Th>{t('table.key')}</Table.Th>
          <Table.Th>{t('table.status')}</Table.Th>
          {canUpdate && <Table.Th>{t('table.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tenants.map((tenant) => {
          const live = tenant.status !== 'deactivated'
          return (
            <Table.Tr key={tenant.id}>
              <Table.Td>
                <Text fw={500}>{tenant.name}</Text>
                {tenant.spaces && (
                  <Text size="xs" c="dimmed">
                    {tenant.spaces}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{tenant.email}</Table.Td>
              <Table.Td>{tenant.vlan ?? '—'}</Table.Td>
              <Table.Td>
                {live ? (
                  <TenantKey locationId={locationId} tenant={tenant} canReveal={canUpdate} />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <TenantStatusBadge status={tenant.status} />
                  {tenant.deactivateOn && live && (
                    <Text size="xs" c="dimmed">
                      {t('table.until', { date: tenant.deactivateOn })}
                    </Text>
                  )}
                  {tenant.lastError && (
                    <Text size="xs" c="red.8">
                      {tenant.lastError.message}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {canUpdate && (
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('table.actionsFor', { name: tenant.name })}
                      >
                        {t('table.actions')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {live && (
                        <Menu.Item onClick={() => onAction('edit', tenant)}>
                          {t('actions.edit')}
                        </Menu.Item>
                      )}
                      {live && (
                        <Menu.Item onClick={() => onAction('mail', tenant)}>
                          {t('actions.mail')}
                        </Menu.Item>
                      )}
                      {live && (
                        <Menu.Item onClick={() => onAction('schedule', tenant)}>
                          {t('actions.schedule')}
                        </Menu.Item>
                      )}
                      {live && (
                        <Menu.Item color="orange" onClick={() => onAction('deactivate', tenant)}>
                          {t('actions.deactivate')}
                        </Menu.Item>
                      )}
                      <Menu.Item color="red" onClick={() => onAction('delete', tenant)}>
                        {t('actions.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              )}
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </ScrollTable>
  )
}
