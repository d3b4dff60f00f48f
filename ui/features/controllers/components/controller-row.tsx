import { Anchor, Button, Group, Menu, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { checkController } from '../api/check-controller'
import { syncController } from '../api/sync-controller'
import type { ControllerView, SyncSummary } from '@/features/network/api/views'
import { ControllerStatusBadge } from './controller-status-badge'
import { serverMessage } from './server-message'

interface ControllerRowProps {
  controller: ControllerView
  onEdit: (controller: ControllerView) => void
  onSites: (controller: ControllerView) => void
  onSynced: (summary: SyncSummary) => void
}

export function ControllerRow({ controller, onEdit, onSites, onSynced }: ControllerRowProps) {
  const { t, i18n } = useTranslation('controllers')
  const [busy, setBusy] = useState<'check' | 'sync' | null>(null)

  const check = async () => {
    setBusy('check')
    try {
      const checked = await checkController(controller.id)
      toast(checked.status === 'connected' ? 'success' : 'warning', t(`check.${checked.status}`))
    } catch (error) {
      toast('error', serverMessage(t, error))
    } finally {
      setBusy(null)
    }
  }

  const sync = async () => {
    setBusy('sync')
    try {
      onSynced(await syncController(controller.id))
    } catch (error) {
      toast('error', serverMessage(t, error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {controller.alias}
        </Text>
        <Text size="xs" c="dimmed">
          {controller.vendorName}
          {controller.version && ` ${controller.version}`}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{controller.url}</Text>
      </Table.Td>
      <Table.Td>
        <ControllerStatusBadge status={controller.status} lastError={controller.lastError} />
      </Table.Td>
      <Table.Td>
        {controller.lastSyncAt
          ? new Date(controller.lastSyncAt).toLocaleString(i18n.language)
          : t('status.never_synced')}
      </Table.Td>
      <Table.Td>
        <Anchor component="button" size="sm" onClick={() => onSites(controller)}>
          {t('table.sitesAndLocations', {
            sites: t('table.siteCount', { count: controller.siteCount }),
            locations: t('table.locationCount', { count: controller.locationCount }),
          })}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            loading={busy === 'sync'}
            disabled={busy !== null}
            onClick={sync}
          >
            {t('actions.sync')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={t('actions.moreFor', { alias: controller.alias })}
              >
                {t('actions.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={check} disabled={busy !== null}>
                {t('actions.check')}
              </Menu.Item>
              <Menu.Item onClick={() => onEdit(controller)}>{t('actions.edit')}</Menu.Item>
              <Menu.Item onClick={() => onSites(controller)}>{t('actions.sites')}</Menu.Item>
              {controller.webUiUrl && (
                <Menu.Item
                  component="a"
                  href={controller.webUiUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('actions.open')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
