import { Anchor, Badge, Box, Collapse, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PortProfileView } from '../api/views'
import { FirmwareBadge } from './device-firmware'
import { DeviceRebootButton } from './device-reboot-button'
import { DeviceStateBadge, SignalBadge } from './network-badges'
import { SwitchPorts } from './switch-ports'
import type { TopologyNode } from './topology-tree'

export interface TopologyActions {
  locationId: number
  canReboot: boolean
  canPowerCycle: boolean
  profiles: PortProfileView[] | null
}

export function TopologyDevice({
  node,
  actions,
}: {
  node: TopologyNode
  actions: TopologyActions
}) {
  const { t } = useTranslation('network')
  const { device } = node
  const [showPorts, setShowPorts] = useState(false)
  const [showClients, setShowClients] = useState(false)

  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Paper withBorder radius="md" p="sm" aria-label={device.name}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Badge variant="default">{t(`kind.${device.kind}`)}</Badge>
              <Text fw={600}>{device.name}</Text>
              <DeviceStateBadge state={device.state} />
              {device.uplinkPort !== null && (
                <Text size="xs" c="dimmed">
                  {t('topology.onPort', { port: device.uplinkPort })}
                </Text>
              )}
            </Group>
            {actions.canReboot && (
              <DeviceRebootButton locationId={actions.locationId} device={device} />
            )}
          </Group>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {[device.model, device.ip, device.mac, device.firmware].filter(Boolean).join(' · ')}
            </Text>
            {device.firmwareUpgrade && (
              <FirmwareBadge firmware={device.firmware} upgrade={device.firmwareUpgrade} />
            )}
          </Group>
          <Group gap="md">
            {device.ports.length > 0 && (
              <Anchor
                component="button"
                type="button"
                onClick={() => setShowPorts(!showPorts)}
                aria-expanded={showPorts}
                fz="sm"
              >
                {t('topology.ports', { n: device.ports.length })}
              </Anchor>
            )}
            {node.clients.length > 0 && (
              <Anchor
                component="button"
                type="button"
                onClick={() => setShowClients(!showClients)}
                aria-expanded={showClients}
                fz="sm"
              >
                {t('topology.clients', { n: node.clients.length })}
              </Anchor>
            )}
          </Group>
          <Collapse expanded={showPorts}>
            {showPorts && (
              <SwitchPorts
                locationId={actions.locationId}
                device={device}
                canPowerCycle={actions.canPowerCycle}
                profiles={actions.profiles}
              />
            )}
          </Collapse>
          <Collapse expanded={showClients}>
            <Stack gap={2} component="ul" p={0} m={0}>
              {node.clients.map((client) => (
                <Group key={client.mac} gap="xs" component="li" style={{ listStyle: 'none' }}>
                  <Text size="sm">{client.name ?? client.hostname ?? client.mac}</Text>
                  <Text size="xs" c="dimmed">
                    {client.ip}
                  </Text>
                  {client.signal && <SignalBadge signal={client.signal} dbm={client.signalDbm} />}
                </Group>
              ))}
            </Stack>
          </Collapse>
        </Stack>
      </Paper>
      {node.children.length > 0 && (
        <Stack component="ul" gap="xs" pl="xl" mt="xs" m={0}>
          {node.children.map((child) => (
            <TopologyDevice key={child.device.id} node={child} actions={actions} />
          ))}
        </Stack>
      )}
    </Box>
  )
}
