import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useIntegrationActions, type PortalIntegration } from '../api/integrations'
import { ActivityLog } from './activity-table'
import { ConnectForm } from './connect-form'
import { deliveryCounts } from './delivery-counts'
import { OptionsForm } from './options-form'
import { IntegrationStateBadge } from './state-badge'

/** One integration of the portal: connect with a key, or its state, options, test, pause, disconnect and log. */
export function IntegrationCard({
  base,
  item,
  canUpdate,
}: {
  base: string
  item: PortalIntegration
  canUpdate: boolean
}) {
  const { t, i18n } = useTranslation('integrations')
  const { plugin, connection } = item
  const [changingKey, setChangingKey] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const actions = useIntegrationActions(base)

  const act = async (name: string, work: () => Promise<void>) => {
    setBusy(name)
    try {
      await work()
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setBusy(null)
    }
  }
  const test = () =>
    act('test', async () => {
      const result = await actions.test(plugin.id)
      toast(result.ok ? 'success' : 'error', result.message)
    })
  const pause = (active: boolean) =>
    act('pause', async () => void (await actions.update(plugin.id, { active })))
  const retry = () =>
    act(
      'retry',
      async () =>
        void toast('success', t('toasts.retried', { count: await actions.retry(plugin.id) }))
    )

  return (
    <Card withBorder radius="md" padding="md" aria-label={plugin.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={3} fz="h4">
              {plugin.name}
            </Title>
            <IntegrationStateBadge state={connection?.state ?? null} />
          </Group>
          {connection?.account && (
            <Text size="sm" c="dimmed">
              {t('card.account', { account: connection.account })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`descriptions.${plugin.id}`, { defaultValue: t('descriptions.generic') })}
        </Text>
        {!connection &&
          (canUpdate ? (
            <ConnectForm base={base} plugin={plugin} connection={null} />
          ) : (
            <Text size="sm">{t('card.notConnected')}</Text>
          ))}
        {connection && (
          <>
            {connection.state === 'needs_credentials' && (
              <Alert color="red" role="alert" title={t('card.needsCredentialsTitle')}>
                {t('card.needsCredentials')}
              </Alert>
            )}
            <Text size="sm">
              {deliveryCounts(t, connection.deliveries)}
              {connection.lastSuccessAt &&
                ` · ${t('card.lastSuccess', { when: new Date(connection.lastSuccessAt).toLocaleString(i18n.language) })}`}
            </Text>
            {connection.lastError && connection.state !== 'inactive' && (
              <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                {t('card.lastError', { message: connection.lastError })}
              </Text>
            )}
            {(changingKey || connection.state === 'needs_credentials') && canUpdate ? (
              <ConnectForm
                base={base}
                plugin={plugin}
                connection={connection}
                onDone={() => setChangingKey(false)}
              />
            ) : (
              <OptionsForm
                key={JSON.stringify(connection.options)}
                base={base}
                plugin={plugin}
                connection={connection}
                canUpdate={canUpdate}
              />
            )}
            {canUpdate && (
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={test} loading={busy === 'test'}>
                  {t('actions.test')}
                </Button>
                {!changingKey && connection.state !== 'needs_credentials' && (
                  <Button variant="default" size="xs" onClick={() => setChangingKey(true)}>
                    {t('actions.changeKey')}
                  </Button>
                )}
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => pause(connection.state === 'inactive')}
                  loading={busy === 'pause'}
                >
                  {connection.state === 'inactive' ? t('actions.resume') : t('actions.pause')}
                </Button>
                {connection.deliveries.failed > 0 && (
                  <Button variant="light" size="xs" onClick={retry} loading={busy === 'retry'}>
                    {t('actions.retry', { count: connection.deliveries.failed })}
                  </Button>
                )}
                <Button variant="subtle" color="red" size="xs" onClick={() => setRemoving(true)}>
                  {t('actions.disconnect')}
                </Button>
              </Group>
            )}
            <Divider label={t('activity.title')} labelPosition="left" />
            <ActivityLog base={base} pluginId={plugin.id} />
          </>
        )}
      </Stack>
      {removing && (
        <DeleteConfirmModal
          opened
          onClose={() => setRemoving(false)}
          title={t('disconnect.title', { name: plugin.name })}
          description={t('disconnect.description', { name: plugin.name })}
          confirmValue={plugin.name}
          confirmLabel={t('disconnect.confirm')}
          onConfirm={async () => {
            try {
              await actions.disconnect(plugin.id)
              toast('success', t('toasts.disconnected', { name: plugin.name }))
            } catch (failure) {
              toast('error', errorMessage(t, failure))
            }
          }}
        />
      )}
    </Card>
  )
}
