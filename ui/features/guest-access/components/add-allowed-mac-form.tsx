import { Button, Group, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { addAllowedMac } from '../api/allowed-macs'

/** aa:bb:cc:dd:ee:ff, AA-BB-…, aabb.ccdd.eeff or 12 hex digits: what the server's normaliser takes. */
export function looksLikeMac(value: string) {
  const text = value.trim()
  return /^[0-9a-fA-F:.\-]+$/.test(text) && text.replace(/[:.\-]/g, '').length === 12
}

/** Adds a device to the allow-list; the answer says whether the controller let it through already. */
export function AddAllowedMacForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('guestAccess')
  const form = useForm({
    initialValues: { mac: '', label: '' },
    validate: {
      mac: (value) =>
        !value.trim()
          ? t('validation:rules.required')
          : looksLikeMac(value)
            ? null
            : t('devices.form.macInvalid'),
    },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      const row = await addAllowedMac(locationId, {
        mac: values.mac.trim(),
        label: values.label.trim() || null,
      })
      if (row.state === 'authorized') toast('success', t('devices.toasts.added', { mac: row.mac }))
      else
        toast(
          'warning',
          t('devices.toasts.addedPending', { mac: row.mac, reason: row.lastError?.message ?? '' })
        )
      form.reset()
    } catch (error) {
      const fields = formErrors(t, error)
      form.setErrors(fields)
      if (Object.keys(fields).length === 0) toast('error', errorMessage(t, error))
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-label={t('devices.form.title')}>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={t('devices.form.mac')}
          placeholder="aa:bb:cc:dd:ee:ff"
          required
          maxLength={40}
          w={220}
          {...form.getInputProps('mac')}
        />
        <TextInput
          label={t('devices.form.label')}
          placeholder={t('devices.form.labelPlaceholder')}
          maxLength={100}
          w={240}
          {...form.getInputProps('label')}
        />
        <Button type="submit" mt={25} loading={form.submitting}>
          {t('devices.form.submit')}
        </Button>
      </Group>
    </form>
  )
}
