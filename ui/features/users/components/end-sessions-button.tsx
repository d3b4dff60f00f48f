import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { endUserSessions } from '../api/end-user-sessions'

/** Admin only: end every browser session of the user (a lost laptop, someone leaving). */
export function EndSessionsButton({ userId }: { userId: number }) {
  const { t } = useTranslation(['security', 'errors'])
  const isAdmin = useSession((session) => session.user.isAdmin)
  const [busy, setBusy] = useState(false)
  if (!isAdmin) return null

  const end = async () => {
    setBusy(true)
    try {
      const { ended } = await endUserSessions(userId)
      toast('success', t('security:admin.ended', { count: ended }))
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="subtle" color="red" loading={busy} onClick={() => void end()}>
      {t('security:admin.endSessions')}
    </Button>
  )
}
