import { Switch } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { saveSupportAccess, useSupportAccess } from '../api/support-access'

/** The customer decides whether platform support may sign in as its users (impersonation). */
export function SupportAccessCard({
  customerId,
  canChange,
}: {
  customerId: number
  canChange: boolean
}) {
  const { t } = useTranslation(['impersonation', 'errors'])
  const { data } = useSupportAccess(customerId)
  const [busy, setBusy] = useState(false)

  const change = async (blocked: boolean) => {
    setBusy(true)
    try {
      await saveSupportAccess(customerId, blocked)
      toast(
        'success',
        t(
          blocked
            ? 'impersonation:supportAccess.blockedToast'
            : 'impersonation:supportAccess.allowedToast'
        )
      )
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard
      title={t('impersonation:supportAccess.title')}
      description={t('impersonation:supportAccess.explanation')}
    >
      <Switch
        label={t('impersonation:supportAccess.block')}
        checked={data?.blocked ?? false}
        disabled={!data || !canChange || busy}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </SectionCard>
  )
}
