import { Alert, Button, Group, Modal, NativeSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { saveController } from '../api/save-controller'
import type { ControllerView } from '../api/types'
import { CONTROLLER_VENDORS } from '../api/vendors'
import { serverMessage } from './server-message'

interface ControllerFormProps {
  /** The controller being edited; a new one when absent. */
  controller?: ControllerView
  onClose: () => void
}

const URL_WITH_PORT = /^https?:\/\/(\[[0-9a-f:.]+\]|[^\s/:@]+):\d{1,5}(\/\S*)?$/i

/** Spec §5: the URL must be complete, port included (a default port is not assumed). */
export function isCompleteUrl(value: string): boolean {
  return URL_WITH_PORT.test(value.trim())
}

export function ControllerForm({ controller, onClose }: ControllerFormProps) {
  const { t } = useTranslation('controllers')
  const [failure, setFailure] = useState<string | null>(null)
  const editing = controller !== undefined
  const form = useForm({
    initialValues: {
      vendor: controller?.vendor ?? CONTROLLER_VENDORS[0].id,
      alias: controller?.alias ?? '',
      url: controller?.url ?? '',
      username: controller?.username ?? '',
      password: '',
      verifyTls: controller?.settings.verifyTls === undefined ? true : Boolean(controller.settings.verifyTls),
    },
    validate: {
      url: (value) => (isCompleteUrl(value) ? null : t('form.urlWithPort')),
      username: (value) => (value.trim() ? null : t('validation:rules.required')),
      password: (value) => (editing || value ? null : t('validation:rules.required')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await saveController({ ...values, url: values.url.trim(), username: values.username.trim() }, controller?.id)
      toast('success', editing ? t('common:toasts.saved') : t('form.created', { alias: saved.alias }))
      onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(serverMessage(t, error))
    }
  })

  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('common:actions.close') }} onClose={onClose} title={editing ? t('form.editTitle', { alias: controller.alias }) : t('form.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <NativeSelect
            label={t('form.vendor')}
            disabled={editing}
            data={CONTROLLER_VENDORS.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
            {...form.getInputProps('vendor')}
          />
          <TextInput label={t('form.alias')} description={t('form.aliasHint')} {...form.getInputProps('alias')} />
          <TextInput label={t('form.url')} placeholder="https://unifi.example.com:8443" required {...form.getInputProps('url')} />
          <TextInput label={t('form.username')} autoComplete="off" required {...form.getInputProps('username')} />
          <PasswordInput
            label={t('form.password')}
            description={editing ? t('form.passwordKeep') : undefined}
            autoComplete="new-password"
            required={!editing}
            {...form.getInputProps('password')}
          />
          <Switch label={t('form.verifyTls')} {...form.getInputProps('verifyTls', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {editing ? t('common:actions.save') : t('form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
