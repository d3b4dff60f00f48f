import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  publishPortal,
  savePortalDraft,
  useKeepPortal,
  usePortal,
  type PortalDraft,
} from '@/features/portal/api/portal'

/** Settings compared whatever the order of their keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

/** The draft differs from what guests see by the voucher switch alone: publishing it publishes nothing else. */
const onlyVouchersDiffer = (draft: PortalDraft, published: PortalDraft) =>
  canonical({ ...draft, vouchersEnabled: false }) ===
  canonical({ ...published, vouchersEnabled: false })

/**
 * Vouchers reach guests only through the portal's published "vouchers" switch (designer, Access): while it is off the
 * card says so, links to the designer and, when nothing else waits in the draft, switches it on and publishes.
 */
export function VouchersVisibility({
  locationId,
  canUpdate,
}: {
  locationId: number
  canUpdate: boolean
}) {
  const { t } = useTranslation('guestAccess')
  const { data: portal } = usePortal(locationId)
  const keepPortal = useKeepPortal()
  const [busy, setBusy] = useState(false)
  if (!portal || portal.published?.vouchersEnabled) return null

  const published = portal.published
  const oneClick = canUpdate && published !== null && onlyVouchersDiffer(portal.draft, published)
  const switchOn = async () => {
    setBusy(true)
    try {
      if (!portal.draft.vouchersEnabled)
        await savePortalDraft(locationId, { ...portal.draft, vouchersEnabled: true })
      await keepPortal(await publishPortal(locationId))
      toast('success', t('vouchers.hidden.switchedOn'))
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    // Mantine's yellow title is too pale on the light alert (axe: color-contrast): the title takes the text colour.
    <Alert
      color="yellow"
      title={t('vouchers.hidden.title')}
      role="status"
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {published ? t('vouchers.hidden.off') : t('vouchers.hidden.unpublished')}
        </Text>
        {canUpdate && published && !oneClick && (
          <Text size="sm">{t('vouchers.hidden.otherChanges')}</Text>
        )}
        <Group gap="md">
          {oneClick && (
            <Button size="xs" onClick={switchOn} loading={busy}>
              {t('vouchers.hidden.switchOn')}
            </Button>
          )}
          <Anchor component={Link} to={`${paths.portal.design}?location=${locationId}`} size="sm">
            {t('vouchers.hidden.openDesigner')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  )
}
