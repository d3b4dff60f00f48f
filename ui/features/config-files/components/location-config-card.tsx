import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { applyVenueConfig, removeVenueConfig, useVenueConfig } from '../api/venue-config'
import type { VenueConfig } from '../api/types'
import { versionRange } from './format'

interface LocationConfigCardProps {
  locationId: number
}

/** Admins: the configuration file applied to a location, and a choice among the files that fit its controller. */
export function LocationConfigCard({ locationId }: LocationConfigCardProps) {
  const { t } = useTranslation('configFiles')
  const { data, error, mutate } = useVenueConfig(locationId)
  return (
    <Card withBorder component="section" aria-label={t('card.title')}>
      <Title order={2} fz="h4">
        {t('card.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('card.intro')}
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={80} role="status" aria-label={t('common:loading.label')} />
      ) : (
        <VenueConfigBody
          locationId={locationId}
          config={data}
          onChanged={(config) => mutate(config, { revalidate: false })}
        />
      )}
    </Card>
  )
}

interface VenueConfigBodyProps {
  locationId: number
  config: VenueConfig
  onChanged: (config: VenueConfig) => void
}

function VenueConfigBody({ locationId, config, onChanged }: VenueConfigBodyProps) {
  const { t, i18n } = useTranslation('configFiles')
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState<'apply' | 'remove' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { controller, applied } = config

  const run = async (action: 'apply' | 'remove') => {
    setBusy(action)
    setFailure(null)
    try {
      if (action === 'apply') {
        const result = await applyVenueConfig(locationId, Number(chosen))
        onChanged(result)
        toast('success', t('toasts.applied', { name: result.applied?.name ?? '' }))
        setChosen('')
      } else {
        onChanged(await removeVenueConfig(locationId))
        toast('success', t('toasts.removed'))
      }
    } catch (error) {
      setFailure(errorMessage(t, error))
    } finally {
      setBusy(null)
    }
  }

  if (!controller) return <Text size="sm">{t('card.noController')}</Text>
  if (!config.takesConfigFiles && !applied)
    return <Text size="sm">{t('card.noFiles', { vendor: controller.vendorName })}</Text>
  const appliedAt = applied?.appliedAt
    ? new Date(applied.appliedAt).toLocaleString(i18n.language)
    : ''
  const choices = config.compatible.filter((file) => file.id !== applied?.id)

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('card.controller', {
          alias: controller.alias,
          vendor: controller.vendorName,
          version: controller.version ?? t('form.unknownVersion'),
        })}
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {applied ? (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={500}>
              {applied.name} · {versionRange(t, applied)}
            </Text>
            <Text size="xs" c="dimmed">
              {applied.appliedBy
                ? t('card.applied', { date: appliedAt, name: applied.appliedBy.name })
                : t('card.appliedNoActor', { date: appliedAt })}
            </Text>
            {!applied.fitsController && (
              <Text size="sm" c="orange.8">
                {t('card.noLongerFits', {
                  version: controller.version ?? t('form.unknownVersion'),
                })}
              </Text>
            )}
          </div>
          <Button
            variant="default"
            color="red"
            loading={busy === 'remove'}
            onClick={() => run('remove')}
          >
            {t('card.remove')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('card.none')}</Text>
      )}
      {choices.length === 0 ? (
        !applied && (
          <Text size="sm" c="dimmed">
            {t('card.noneFits')}
          </Text>
        )
      ) : (
        <Group align="flex-end">
          <NativeSelect
            label={t('card.choose')}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={[
              { value: '', label: t('card.choosePlaceholder') },
              ...choices.map((file) => ({
                value: String(file.id),
                label: t('card.fileOption', { name: file.name, versions: versionRange(t, file) }),
              })),
            ]}
            w={320}
          />
          <Button disabled={!chosen} loading={busy === 'apply'} onClick={() => run('apply')}>
            {t('card.apply')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
