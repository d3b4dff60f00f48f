import { Button, Code, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { formRules } from '@/lib/form-rules'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { updateWlan, type WlanChange } from '../api/update-wlan'
import type { WlanView } from '../api/views'

interface WlanEditModalProps {
  locationId: number
  wlan: WlanView
  onClose: () => void
}

export const PASSPHRASE_MIN = 8
export const PASSPHRASE_MAX = 63

/** Edits one WLAN; the save unlocks only once the current network name is typed (spec §5). */
export function WlanEditModal({ locationId, wlan, onClose }: WlanEditModalProps) {
  const { t } = useTranslation('network')
  const form = useForm({
    initialValues: { name: wlan.name, passphrase: '', hidden: wlan.hidden, confirmName: '' },
    validate: {
      name: (value) => formRules(t).required(value),
      passphrase: (value) =>
        value === '' || (value.length >= PASSPHRASE_MIN && value.length <= PASSPHRASE_MAX)
          ? null
          : t('wlans.passphraseLength', { min: PASSPHRASE_MIN, max: PASSPHRASE_MAX }),
      confirmName: (value) => (value === wlan.name ? null : t('wlans.confirmNameMismatch')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    const change: WlanChange = { confirmName: values.confirmName }
    if (values.name.trim() !== wlan.name) change.name = values.name.trim()
    if (values.passphrase) change.passphrase = values.passphrase
    if (values.hidden !== wlan.hidden) change.hidden = values.hidden
    try {
      await updateWlan(locationId, wlan.id, change)
      toast('success', t('common:toasts.saved'))
      onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    }
  })

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={t('wlans.editTitle', { name: wlan.name })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('wlans.ssid')} required {...form.getInputProps('name')} />
          {wlan.security !== 'open' && (
            <PasswordInput
              label={t('wlans.newPassphrase')}
              description={t('wlans.passphraseHint', { min: PASSPHRASE_MIN, max: PASSPHRASE_MAX })}
              autoComplete="new-password"
              {...form.getInputProps('passphrase')}
            />
          )}
          <Switch
            label={t('wlans.hideNetwork')}
            {...form.getInputProps('hidden', { type: 'checkbox' })}
          />
          <TextInput
            label={
              <>
                {t('wlans.confirmName')} <Code>{wlan.name}</Code>
              </>
            }
            autoComplete="off"
            required
            {...form.getInputProps('confirmName')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={form.submitting}
              disabled={form.values.confirmName !== wlan.name}
            >
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
