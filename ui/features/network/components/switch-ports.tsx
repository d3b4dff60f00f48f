import { Badge, Button, NativeSelect, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { sendPortCommand } from '../api/send-port-command'
import type { DevicePortView, DeviceView, PortProfileView } from '../api/views'

interface SwitchPortsProps {
  locationId: number
  device: DeviceView
  canPowerCycle: boolean
  /** Null when profiles cannot be changed (no capability or no permission). */
  profiles: PortProfileView[] | null
}

export function SwitchPorts({ locationId, device, canPowerCycle, profiles }: SwitchPortsProps) {
  const { t } = useTranslation('network')

  const run = async (
    port: DevicePortView,
    command: Parameters<typeof sendPortCommand>[2],
    success: string
  ) => {
    try {
      await sendPortCommand(locationId, device.id, command)
      toast('success', success)
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
    return port
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={4} aria-label={t('topology.portsOf', { name: device.name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('topology.port')}</Table.Th>
            <Table.Th>{t('topology.link')}</Table.Th>
            <Table.Th>{t('topology.poe')}</Table.Th>
            <Table.Th>{t('topology.profile')}</Table.Th>
            {canPowerCycle && <Table.Th>{t('topology.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {device.ports.map((port) => (
            <Table.Tr key={port.index}>
              <Table.Td>
                {port.index} {port.name !== String(port.index) && port.name}
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={port.up ? 'teal' : 'gray'}>
                  {port.up
                    ? port.speedMbps
                      ? t('topology.speed', { mbps: port.speedMbps })
                      : t('topology.up')
                    : t('topology.down')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {port.poe
                  ? `${port.poe.mode}${port.poe.powering ? ` · ${t('topology.powering')}` : ''}`
                  : '—'}
              </Table.Td>
              <Table.Td>
                {profiles ? (
                  <NativeSelect
                    size="xs"
                    aria-label={t('topology.profileOfPort', { port: port.index })}
                    value={port.profileId ?? ''}
                    data={[
                      { value: '', label: t('topology.defaultProfile') },
                      ...profiles.map((profile) => ({ value: profile.id, label: profile.name })),
                    ]}
                    onChange={(event) =>
                      run(
                        port,
                        {
                          portIndex: port.index,
                          action: 'configure',
                          profileId: event.currentTarget.value || null,
                        },
                        t('topology.portChanged')
                      )
                    }
                  />
                ) : (
                  (port.profileName ?? t('topology.defaultProfile'))
                )}
              </Table.Td>
              {canPowerCycle && (
                <Table.Td>
                  {port.poe?.powering && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() =>
                        run(
                          port,
                          { portIndex: port.index, action: 'power_cycle' },
                          t('topology.poeCycled')
                        )
                      }
                      aria-label={t('topology.powerCyclePort', { port: port.index })}
                    >
                      {t('topology.powerCycle')}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
