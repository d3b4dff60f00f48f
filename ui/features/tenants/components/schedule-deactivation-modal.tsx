import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { updateTenant } from '../api/tenant-writes'
import type { TenantView } from '../api/types'

const today = () => new Date().toLocaleDateString('en-CA')

/** Picks the day the key stops working (removed that day), or removes a scheduled deactivation. */
export function ScheduleDeactivationModal({
  locationId,
  tenant,
  onClose,
}: {
  locationId: number
  tenant: TenantView
  onClose: () => void
}) {
  const { t } = useTranslation('tenants')
  const [date, setDate] = useState(tenant.deactivateOn ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (deactivateOn: string | null) => {
    setBusy(true)
    setError(null)
    try {
      await updateTenant(locationId, tenant.id, { deactivateOn })
      toast(
        'success',
        deactivateOn
          ? t('deactivation.scheduled', { date: deactivateOn })
          : t('deactivation.removed')
      )
      onClose()
    } catch (failure) {
      setError(formErrors(t, failure).deactivateOn ?? errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!date) return setError(t('validation:rules.required'))
    void save(date)
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={t('deactivation.title', { name: tenant.name })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('deactivation.intro')}</Text>
          <TextInput
            type="date"
            label={t('deactivation.date')}
            min={today()}
            required
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={error}
          />
          {tenant.deactivateOn && (
            <Alert color="orange" role="status">
              {t('deactivation.current', { date: tenant.deactivateOn })}
            </Alert>
          )}
          <Group justify="space-between">
            {tenant.deactivateOn ? (
              <Button variant="subtle" color="red" loading={busy} onClick={() => save(null)}>
                {t('deactivation.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('deactivation.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
