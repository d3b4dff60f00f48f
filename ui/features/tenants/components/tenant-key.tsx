import { ActionIcon, Button, CopyButton, Group, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { revealTenant } from '../api/tenant-writes'
import type { TenantView } from '../api/types'

const MASK = '••••••••••'

/** The key, masked; editors reveal it (one request for one tenant, never kept in the list's cache). */
export function TenantKey({
  locationId,
  tenant,
  canReveal,
}: {
  locationId: number
  tenant: TenantView
  canReveal: boolean
}) {
  const { t } = useTranslation('tenants')
  const [key, setKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const reveal = async () => {
    setBusy(true)
    try {
      setKey((await revealTenant(locationId, tenant.id)).passphrase)
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  if (key === null)
    return (
      <Group gap="xs" wrap="nowrap">
        <Text ff="monospace" aria-label={t('key.masked')}>
          {MASK}
        </Text>
        {canReveal && (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={busy}
            onClick={reveal}
            aria-label={t('key.showFor', { name: tenant.name })}
          >
            {t('key.show')}
          </Button>
        )}
      </Group>
    )
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        ff="monospace"
        style={{ wordBreak: 'break-all' }}
        aria-label={t('key.of', { name: tenant.name })}
      >
        {key}
      </Text>
      <CopyButton value={key}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('key.copied') : t('key.copy')} withArrow>
            <ActionIcon variant="subtle" onClick={copy} aria-label={t('key.copy')}>
              <Icon name={copied ? 'check' : 'copy'} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Button size="compact-xs" variant="subtle" onClick={() => setKey(null)}>
        {t('key.hide')}
      </Button>
    </Group>
  )
}
