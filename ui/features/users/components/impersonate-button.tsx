import { Button, Stack, Text } from '@mantine/core'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { refreshSession } from '@/lib/session/session-api'
import { useSession } from '@/lib/session/session-store'
import { clearSwrCache } from '@/lib/swr'
import { toast } from '@/lib/toast'
import { startImpersonating } from '../api/impersonate'
import type { ManagedUser } from '../api/types'

/**
 * Admin only, never for another admin: sign in as this user to see what they see (support). When the user reaches a
 * customer that blocked support access, the server says so in the list and the button is disabled with the reason.
 */
export function ImpersonateButton({
  user,
}: {
  user: Pick<ManagedUser, 'id' | 'email' | 'is_admin' | 'impersonation'>
}) {
  const { t } = useTranslation(['impersonation', 'errors'])
  const navigate = useNavigate()
  const me = useSession((session) => session.user)
  const [busy, setBusy] = useState(false)
  const reasonId = useId()
  if (!me.isAdmin || user.is_admin || user.id === me.id) return null
  const verdict = user.impersonation
  if (verdict && !verdict.allowed) {
    if (verdict.reason !== 'E_SUPPORT_ACCESS_BLOCKED') return null
    return (
      <Stack gap={0} align="flex-start">
        <Button
          size="xs"
          variant="subtle"
          disabled
          aria-label={t('impersonation:start.label', { email: user.email })}
          aria-describedby={reasonId}
        >
          {t('impersonation:start.button')}
        </Button>
        <Text id={reasonId} size="xs" c="dimmed" maw={220}>
          {t('impersonation:start.blocked', { customer: verdict.customer?.name ?? '' })}
        </Text>
      </Stack>
    )
  }

  const start = async () => {
    setBusy(true)
    try {
      await startImpersonating(user.id)
      await clearSwrCache()
      await refreshSession()
      await navigate(paths.dashboard, { replace: true })
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
      setBusy(false)
    }
  }
  return (
    <Button
      size="xs"
      variant="subtle"
      loading={busy}
      aria-label={t('impersonation:start.label', { email: user.email })}
      onClick={() => void start()}
    >
      {t('impersonation:start.button')}
    </Button>
  )
}
