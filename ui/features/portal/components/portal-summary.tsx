import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import type { PortalDesigner } from '../api/portal'
import { startGuestExport, tryAsGuest } from '../api/portal-guests'
import { PortalStateBadge, readableBadge } from './portal-state-badge'

/** The venue's portal at a glance: its state, publication, guests, and the ways in (designer, try as a guest, export). */
export function PortalSummary({ portal }: { portal: PortalDesigner }) {
  const { t, i18n } = useTranslation('portal')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'try' | 'export' | null>(null)

  const openAsGuest = async () => {
    // Opened at once (still inside the click), pointed at the portal once the link is known: popup blockers allow that.
    const tab = window.open('', '_blank')
    setBusy('try')
    setProblem(null)
    try {
      const { url } = await tryAsGuest(portal.location_id)
      if (tab) {
        tab.opener = null
        tab.location.href = url
      } else window.location.assign(url)
    } catch (failure) {
      tab?.close()
      setProblem(errorMessage(t, failure))
    } finally {
      setBusy(null)
    }
  }
  const exportGuests = async () => {
    setBusy('export')
    try {
      await startGuestExport(portal.location_id)
      toast('success', t('summary.exportStarted'), { source: 'portal' })
    } catch (failure) {
      toast('error', errorMessage(t, failure), { source: 'portal' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <PortalStateBadge state={portal.state} />
        {portal.unpublished_changes && (
          <Badge color="yellow" {...readableBadge}>
            {t('badge.unpublished')}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {portal.published_at
          ? t('summary.publishedOn', {
              when: new Date(portal.published_at).toLocaleString(i18n.language),
            })
          : t('summary.neverPublished')}
      </Text>
      <Text size="sm">{t('summary.guests', { count: portal.guests })}</Text>
      {problem && (
        <Alert color="yellow" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button component={Link} to={`${paths.portal.design}?location=${portal.location_id}`}>
          {t(portal.can_update ? 'summary.design' : 'summary.view')}
        </Button>
        <Button
          variant="light"
          onClick={openAsGuest}
          loading={busy === 'try'}
          disabled={!portal.published}
        >
          {t('summary.tryAsGuest')}
        </Button>
        <Button
          variant="default"
          onClick={exportGuests}
          loading={busy === 'export'}
          disabled={portal.guests === 0}
        >
          {t('summary.export')}
        </Button>
      </Group>
      {!portal.published && (
        <Text size="xs" c="dimmed">
          {t('summary.publishFirst')}
        </Text>
      )}
    </Stack>
  )
}
