import { Badge, Stack, Table, Text, Title } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { DeviceView } from '../api/views'
import { DeviceUpgradeButton } from './device-upgrade-button'
import { ScrollTable } from '@/components/scroll-table'

/** "Upgrade to 7.1" or "Up to date"; unknown when the vendor reports no firmware at all. */
export function FirmwareBadge({
  firmware,
  upgrade,
}: {
  firmware: string | null
  upgrade: string | null
}) {
  const { t } = useTranslation('network')
  if (upgrade)
    return (
      <Badge color="orange" variant="dot">
        {t('firmware.upgradeTo', { version: upgrade })}
      </Badge>
    )
  if (!firmware)
    return (
      <Text size="sm" c="dimmed">
        {t('firmware.unknown')}
      </Text>
    )
  return (
    <Badge color="teal" variant="dot">
      {t('firmware.upToDate')}
    </Badge>
  )
}

/** "3 devices of 7 can be upgraded", or that all are up to date. */
export function upgradableSummary(t: TFunction<'network'>, upgradable: number, total: number) {
  return upgradable === 0
    ? t('firmware.allCurrent', { count: total })
    : t('firmware.upgradable', { count: upgradable, total })
}

/** Every device of the venue with its firmware and the upgrade its vendor offers; `upgradeIn` lets people install it. */
export function DeviceFirmware({
  devices,
  upgradeIn,
}: {
  devices: DeviceView[]
  upgradeIn?: number | null
}) {
  const { t } = useTranslation('network')
  const upgradable = devices.filter((device) => device.firmwareUpgrade).length
  return (
    <Stack gap="sm" component="section" aria-label={t('firmware.title')}>
      <Title order={2} fz="h4">
        {t('firmware.title')}
      </Title>
      {devices.length === 0 ? (
        <Text c="dimmed">{t('systems.noDevices')}</Text>
      ) : (
        <>
          <Text size="sm">{upgradableSummary(t, upgradable, devices.length)}</Text>
          <ScrollTable minWidth={560} striped aria-label={t('firmware.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('systems.name')}</Table.Th>
                <Table.Th>{t('firmware.model')}</Table.Th>
                <Table.Th>{t('firmware.version')}</Table.Th>
                <Table.Th>{t('firmware.upgrade')}</Table.Th>
                {upgradeIn && <Table.Th>{t('systems.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.map((device) => (
                <Table.Tr key={device.id}>
                  <Table.Td fw={500}>
                    {device.name}
                    <Text size="xs" c="dimmed">
                      {t(`kind.${device.kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{device.model ?? '—'}</Table.Td>
                  <Table.Td ff="monospace">{device.firmware ?? '—'}</Table.Td>
                  <Table.Td>
                    <FirmwareBadge firmware={device.firmware} upgrade={device.firmwareUpgrade} />
                  </Table.Td>
                  {upgradeIn && (
                    <Table.Td>
                      {device.firmwareUpgrade && (
                        <DeviceUpgradeButton locationId={upgradeIn} device={device} />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        </>
      )}
    </Stack>
  )
}
