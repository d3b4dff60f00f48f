import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import type { WlanView } from '../api/views'

interface WlanCardProps {
  wlan: WlanView
  canEdit: boolean
  onEdit: (wlan: WlanView) => void
}

export function WlanCard({ wlan, canEdit, onEdit }: WlanCardProps) {
  const { t } = useTranslation('network')
  const [revealed, setRevealed] = useState(false)
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={wlan.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{wlan.name}</Text>
          <Group gap={4}>
            <Badge variant="dot" color={wlan.hidden ? 'gray' : 'blue'}>
              {wlan.hidden ? t('wlans.hidden') : t('wlans.broadcast')}
            </Badge>
            {!wlan.enabled && (
              <Badge variant="dot" color="red">
                {t('wlans.disabled')}
              </Badge>
            )}
          </Group>
        </Group>
        {wlan.passphrase === null ? (
          <Text size="sm" c="dimmed">
            {wlan.security === 'open'
              ? t('wlans.open')
              : wlan.passphraseHidden
                ? t('wlans.passphraseHidden')
                : t('wlans.noPassphrase')}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" ff="monospace" aria-label={t('wlans.passphrase')}>
              {revealed ? wlan.passphrase : '••••••••'}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setRevealed(!revealed)}>
              {revealed ? t('wlans.hidePassphrase') : t('wlans.showPassphrase')}
            </Button>
            <CopyButton value={wlan.passphrase}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('wlans.copied') : t('wlans.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    onClick={copy}
                    aria-label={t('wlans.copyPassphrase', { name: wlan.name })}
                  >
                    <Icon name={copied ? 'check' : 'copy'} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="default"
              onClick={() => onEdit(wlan)}
              aria-label={t('wlans.editNamed', { name: wlan.name })}
            >
              {t('wlans.edit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
