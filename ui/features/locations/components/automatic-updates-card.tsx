import { Anchor, Card, Stack, Switch, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { updateLocation } from '../api/save-location'
import type { Location } from '../api/types'

/**
 * The venue's choice of nightly firmware updates (a plan feature). Below the plan the switch is locked for customers
 * (admins are not gated) with a link to the upgrade page; a choice kept from a bigger plan is shown as inactive.
 */
export function AutomaticUpdatesCard({
  location,
  canWrite,
  isAdmin,
}: {
  location: Location
  canWrite: boolean
  isAdmin: boolean
}) {
  const { t } = useTranslation('locations')
  const [saving, setSaving] = useState(false)
  const enabled = location.automatic_updates ?? false
  const included = location.automatic_updates_included ?? false
  const locked = !included && !isAdmin && !enabled

  const change = async (value: boolean) => {
    setSaving(true)
    try {
      await updateLocation(location.id, { automatic_updates: value })
      toast('success', t(value ? 'automaticUpdates.on' : 'automaticUpdates.off'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('automaticUpdates.title')}
        </Title>
        <Switch
          label={t('automaticUpdates.label')}
          checked={enabled}
          disabled={!canWrite || locked || saving}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('automaticUpdates.description')}
        </Text>
        {!included && (
          <Text size="sm" c="dimmed" data-testid="automatic-updates-plan">
            {enabled ? t('automaticUpdates.inactive') : t('automaticUpdates.notInPlan')}{' '}
            <Anchor component={Link} to={paths.upgradePlan} size="sm">
              {t('automaticUpdates.upgrade')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  )
}
