import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { locationHref } from '@/config/paths'
import { toast } from '@/lib/toast'
import { useControllerSites } from '../api/get-controller-sites'
import { bindSite } from '../api/bind-site'
import { unbindSite } from '../api/unbind-site'
import type { ControllerSiteView, ControllerView } from '@/features/network/api/views'
import { LocationPicker } from './location-picker'
import { serverMessage } from './server-message'
import { ScrollTable } from '@/components/scroll-table'

/** A controller's sites and the venue bound to each; admins bind and unbind here. */
export function ControllerSites({
  controller,
  onClose,
}: {
  controller: ControllerView
  onClose: () => void
}) {
  const { t } = useTranslation('controllers')
  const [live, setLive] = useState(false)
  const { data: sites, error, mutate } = useControllerSites(controller.id, live)

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={t('sites.title', { alias: controller.alias })}
      size="xl"
      centered
    >
      <Stack>
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={() => (live ? mutate() : setLive(true))}>
            {t('sites.fetchLive')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {serverMessage(t, error)}
          </Alert>
        ) : !sites ? (
          <Skeleton height={120} role="status" aria-label={t('common:loading.label')} />
        ) : sites.length === 0 ? (
          <Text c="dimmed">{t('sites.empty')}</Text>
        ) : (
          <ScrollTable striped aria-label={t('sites.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sites.site')}</Table.Th>
                <Table.Th>{t('sites.counts')}</Table.Th>
                <Table.Th>{t('sites.location')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sites.map((site) => (
                <SiteRow
                  key={site.id}
                  controllerId={controller.id}
                  site={site}
                  onChanged={() => mutate()}
                />
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Stack>
    </Modal>
  )
}

function SiteRow({
  controllerId,
  site,
  onChanged,
}: {
  controllerId: number
  site: ControllerSiteView
  onChanged: () => void
}) {
  const { t } = useTranslation('controllers')
  const [picked, setPicked] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  const act = async (action: () => Promise<void>, success: string) => {
    setBusy(true)
    try {
      await action()
      toast('success', success)
      onChanged()
    } catch (error) {
      toast('error', serverMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {site.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[site.parentName, site.id].filter(Boolean).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        {site.deviceCount === null
          ? '—'
          : t('sites.deviceClientCounts', {
              devices: t('sites.deviceCount', { count: site.deviceCount }),
              clients: t('sites.clientCount', { count: site.clientCount ?? 0 }),
            })}
      </Table.Td>
      <Table.Td>
        {site.location ? (
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={locationHref(site.location.id)} size="sm">
              {site.location.name}
            </Anchor>
            <Button
              size="compact-xs"
              variant="default"
              loading={busy}
              onClick={() => act(() => unbindSite(site.location!.id), t('sites.unbound'))}
              aria-label={t('sites.unbindNamed', { site: site.name })}
            >
              {t('sites.unbind')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <LocationPicker
              label={t('sites.locationFor', { site: site.name })}
              value={picked}
              onChange={setPicked}
            />
            <Button
              size="xs"
              disabled={picked === null}
              loading={busy}
              onClick={() => act(() => bindSite(picked!, controllerId, site.id), t('sites.bound'))}
              aria-label={t('sites.bindNamed', { site: site.name })}
            >
              {t('sites.bind')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
