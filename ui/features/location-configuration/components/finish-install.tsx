import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { finishInstall, useInstallChecks, type InstallView } from '../api/install'

/**
 * The finish-install flow (spec §2): the installation and the billing are checked live, each saying what is missing
 * and where to fix it; then the installer and the hardware taken from stock; finishing makes the venue live.
 */
export function FinishInstall({ install }: { install: InstallView }) {
  const { t } = useTranslation('locationConfiguration')
  const locationId = install.locationId
  const isAdmin = useSession((session) => session.user.isAdmin)
  const selfId = useSession((session) => session.user.id)
  const { data: checks, isValidating, mutate } = useInstallChecks(locationId, true)
  const [installerId, setInstallerId] = useState<string | null>(
    install.installers.some((row) => row.id === selfId) ? String(selfId) : null
  )
  const [enclosure, setEnclosure] = useState<string | null>(null)
  const [accessories, setAccessories] = useState<string[]>([])
  const [extra, setExtra] = useState<string[]>([])
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const label = (row: InstallView['products'][number]) =>
    t('install.inStock', { name: row.name, model: row.model, quantity: row.quantity })
  const products = install.products.filter((row) => !row.serialized)
  const options = (types: string[] | null, exclude: string[] = []) =>
    products
      .filter((row) =>
        types ? types.includes(row.type) : !['enclosure', 'accessory'].includes(row.type)
      )
      .filter((row) => !exclude.includes(String(row.id)))
      .map((row) => ({ value: String(row.id), label: label(row) }))
  const unreadable = checks?.installation.result === 'unreadable'

  const finish = async () => {
    setBusy(true)
    try {
      const chosen = [enclosure, ...accessories, ...extra].filter(Boolean) as string[]
      await finishInstall(locationId, {
        installerId: Number(installerId),
        hardware: chosen.map((id) => ({ productId: Number(id), quantity: 1 })),
        ...(reason.trim() ? { overrideReason: reason } : {}),
      })
      toast('success', t('install.done'))
    } catch (error) {
      setErrors(formErrors(t, error))
      setMessage(errorMessage(t, error))
      if (isApiError(error) && error.status === 422) await mutate()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('install.title')}
        </Title>

        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={600}>{t('install.installation')}</Text>
            <Button size="xs" variant="default" onClick={() => mutate()} loading={isValidating}>
              {t('install.checkAgain')}
            </Button>
          </Group>
          {!checks ? (
            <Text c="dimmed">{t('install.checking')}</Text>
          ) : unreadable ? (
            <Alert color="orange">{t('install.unreadable')}</Alert>
          ) : (
            <>
              <List size="sm" spacing={2}>
                {checks.installation.devices.map((device) => (
                  <List.Item key={device.mac} c={device.result === 'ok' ? undefined : 'red'}>
                    {`${device.name ?? device.mac}: ${t(`install.deviceResult.${device.result}`, {
                      ip: device.ip,
                      reported: device.reportedIp ?? '?',
                    })}`}
                  </List.Item>
                ))}
              </List>
              <Text size="sm" c={checks.installation.result === 'ok' ? 'teal' : 'red'}>
                {checks.installation.result === 'ok'
                  ? t('install.installationOk')
                  : t(`install.fix.${checks.installation.fix ?? 'controller'}`)}
              </Text>
            </>
          )}
        </Stack>

        <Stack gap={4}>
          <Text fw={600}>{t('install.billing')}</Text>
          {checks &&
            (checks.billing.result === 'ok' ? (
              <Text size="sm" c="teal">
                {t('install.billingOk')}
              </Text>
            ) : (
              <Text size="sm" c="red">
                {t(`install.billingReason.${checks.billing.reason}`)}{' '}
                <Anchor
                  component={Link}
                  to={
                    checks.billing.fix === 'subscription'
                      ? `${paths.locations.billing}?location=${locationId}`
                      : `${paths.customer.info}?customer=${checks.billing.customerId}`
                  }
                >
                  {t(`install.billingFix.${checks.billing.fix}`)}
                </Anchor>
              </Text>
            ))}
        </Stack>

        <Select
          label={t('install.installer')}
          placeholder={t('install.chooseInstaller')}
          data={install.installers.map((row) => ({ value: String(row.id), label: row.name }))}
          value={installerId}
          onChange={setInstallerId}
          error={errors.installerId}
          maw={520}
        />
        <Stack gap="xs" maw={520}>
          <Text fw={600}>{t('install.hardware')}</Text>
          <Select
            label={t('install.enclosure')}
            placeholder={t('install.noEnclosure')}
            data={options(['enclosure'])}
            value={enclosure}
            onChange={setEnclosure}
            clearable
          />
          <MultiSelect
            label={t('install.accessories')}
            data={options(['accessory'])}
            value={accessories}
            onChange={setAccessories}
            searchable
          />
          <MultiSelect
            label={t('install.extra')}
            data={options(null)}
            value={extra}
            onChange={setExtra}
          />
        </Stack>
        {unreadable && isAdmin && (
          <Textarea
            label={t('report.overrideReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maw={520}
          />
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
            {Object.entries(errors).map(([field, text]) => (
              <Text key={field} size="sm">
                {text}
              </Text>
            ))}
          </Alert>
        )}
        <Group>
          <Button onClick={finish} loading={busy} disabled={!installerId}>
            {t('install.finish')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
