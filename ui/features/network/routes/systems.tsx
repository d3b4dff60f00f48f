import { Alert, Button, Group, Skeleton, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { deleteDeviceGroup } from '../api/delete-device-group'
import { useDeviceGroups } from '../api/get-device-groups'
import { useDevices } from '../api/get-devices'
import { useNetworkOverview } from '../api/get-network-overview'
import type { DeviceGroupView } from '../api/views'
import { DeviceFirmware, upgradableSummary } from '../components/device-firmware'
import { DeviceGroupWizard } from '../components/device-group-wizard'
import { LocationNetworkPage, type LocationContext } from '../components/location-network-page'
import { HealthBadge } from '../components/network-badges'
import { ScrollTable } from '@/components/scroll-table'

type Editing = { group?: DeviceGroupView } | null

function Systems({ locationId, canUpdate }: LocationContext) {
  const { t } = useTranslation('network')
  const { data: groups, error } = useDeviceGroups(locationId)
  const { data: devices } = useDevices(locationId)
  const { data: overview } = useNetworkOverview(locationId)
  const canUpgrade = canUpdate && (overview?.capabilities ?? []).includes('upgradeDevice')
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<DeviceGroupView | null>(null)

  const remove = async () => {
    if (!deleting) return
    try {
      await deleteDeviceGroup(locationId, deleting.id)
      toast('success', t('systems.deleted'))
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  return (
    <>
      {canUpdate && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing({})} disabled={!devices}>
            {t('systems.add')}
          </Button>
        </Group>
      )}
      {!groups ? (
        <Skeleton height={160} radius="lg" role="status" aria-label={t('common:loading.label')} />
      ) : groups.length === 0 ? (
        <Text c="dimmed">{t('systems.empty')}</Text>
      ) : (
        <ScrollTable minWidth={720} striped aria-label={t('systems.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('systems.name')}</Table.Th>
              <Table.Th>{t('systems.type')}</Table.Th>
              <Table.Th>{t('systems.health')}</Table.Th>
              <Table.Th>{t('systems.devices')}</Table.Th>
              <Table.Th>{t('firmware.title')}</Table.Th>
              {canUpdate && <Table.Th>{t('systems.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.id}>
                <Table.Td fw={500}>{group.name}</Table.Td>
                <Table.Td>
                  {t(`systems.types.${group.type}`, { defaultValue: group.type })}
                </Table.Td>
                <Table.Td>
                  <HealthBadge health={group.health} />
                </Table.Td>
                <Table.Td>
                  {t('systems.onlineOfTotal', {
                    online: group.devices.filter((device) => device.online).length,
                    total: group.devices.length,
                  })}
                  <Text size="xs" c="dimmed">
                    {group.devices.map((device) => device.name).join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={group.upgradable > 0 ? 600 : undefined}>
                    {upgradableSummary(t, group.upgradable, group.devices.length)}
                  </Text>
                </Table.Td>
                {canUpdate && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setEditing({ group })}
                      >
                        {t('systems.edit')}
                      </Button>
                      <Button size="compact-sm" color="red.8" onClick={() => setDeleting(group)}>
                        {t('common:actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {devices && <DeviceFirmware devices={devices} upgradeIn={canUpgrade ? locationId : null} />}
      {editing && devices && (
        <DeviceGroupWizard
          locationId={locationId}
          devices={devices}
          group={editing.group}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
        title={t('systems.deleteTitle')}
        description={t('systems.deleteWarning')}
        confirmValue={deleting?.name ?? ''}
      />
    </>
  )
}

export default function SystemsPage() {
  const { t } = useTranslation('network')
  return (
    <LocationNetworkPage title={t('systems.title')}>
      {(context) => <Systems {...context} />}
    </LocationNetworkPage>
  )
}
