import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { stopImpersonating } from '@/lib/session/session-api'
import { useSession } from '@/lib/session/session-store'
import { clearSwrCache } from '@/lib/swr'
import { toast } from '@/lib/toast'

/**
 * On every signed-in screen while an admin acts as someone else (spec §6 "impersonation mode"): whose account this
 * is, and the way back. A demo account is told that it reads only.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation(['impersonation', 'errors'])
  const navigate = useNavigate()
  const user = useSession((session) => session.user)
  const [busy, setBusy] = useState(false)

  const stop = async () => {
    setBusy(true)
    try {
      await stopImpersonating()
      await clearSwrCache()
      await navigate(paths.admin.users, { replace: true })
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  if (user.imposterMode) {
    return (
      <Alert
        color="orange"
        variant="filled"
        role="status"
        mb="md"
        aria-label={t('impersonation:banner.label')}
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={500}>
            {t('impersonation:banner.text', { name: `${user.firstname} ${user.name}`.trim() })}
          </Text>
          <Button size="xs" color="dark" loading={busy} onClick={() => void stop()}>
            {t('impersonation:banner.stop')}
          </Button>
        </Group>
      </Alert>
    )
  }
  if (user.accountRole === 'demo_customer') {
    return (
      <Alert color="blue" role="status" mb="md">
        <Text size="sm">{t('impersonation:demo.readOnly')}</Text>
      </Alert>
    )
  }
  return null
}
