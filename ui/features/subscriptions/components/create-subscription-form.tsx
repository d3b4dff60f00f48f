import { Button, Checkbox, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { subscribeToPlan } from '../api/subscriptions'

/** Subscribe the venue to its plan's CaaS price; the line's part waits while the internet is pending. */
export function CreateSubscriptionForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('subscriptions')
  const [pending, setPending] = useState(false)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      await subscribeToPlan(locationId, pending)
      toast('success', t('toasts.created'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group>
      <Checkbox
        label={t('create.internetPending')}
        checked={pending}
        onChange={(event) => setPending(event.currentTarget.checked)}
      />
      <Button onClick={submit} loading={busy}>
        {t('create.submit')}
      </Button>
    </Group>
  )
}
