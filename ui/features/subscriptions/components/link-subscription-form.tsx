import { Button, Group, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { linkSubscription } from '../api/subscriptions'

/** Link the venue to a subscription made in Stripe: its `sub_` id, or one item's `si_` id. */
export function LinkSubscriptionForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('subscriptions')
  const [id, setId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      await linkSubscription(locationId, id.trim())
      toast('success', t('toasts.linked'))
      setId('')
      setError(null)
    } catch (failure) {
      setError(errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group align="flex-start">
      <TextInput
        w={320}
        label={t('link.label')}
        description={t('link.description')}
        placeholder="sub_… / si_…"
        value={id}
        onChange={(event) => setId(event.currentTarget.value)}
        error={error}
      />
      <Button mt={46} onClick={submit} loading={busy} disabled={!/^(sub|si)_/.test(id.trim())}>
        {t('link.submit')}
      </Button>
    </Group>
  )
}
