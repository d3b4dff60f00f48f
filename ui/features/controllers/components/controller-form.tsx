import { Alert, Button, Checkbox, Group, Modal, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formRules } from '@/lib/form-rules'
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
      // The certificate is verified unless the admin explicitly accepts a self-signed one.
      acceptSelfSigned: controller?.settings.verifyTls === false,
    },
    validate: {
      url: (value) => (isCompleteUrl(value) ? null : t('form.urlWithPort')),
      username: (value) => formRules(t).required(value),
      password: (value, values) => (value || keepsStoredPassword(controller, values) ? null : t('validation:rules.required')),
    },
  })
  const keepsPassword = keepsStoredPassword(controller, form.values)

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const { acceptSelfSigned, ...rest } = values
      const input = { ...rest, url: values.url.trim(), username: values.username.trim(), verifyTls: !acceptSelfSigned }
      const saved = await saveController(input, controller?.id)
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
            description={editing ? t(keepsPassword ? 'form.passwordKeep' : 'form.passwordNeeded') : undefined}
            autoComplete="new-password"
            required={!keepsPassword}
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={t('form.acceptSelfSigned')}
            description={t('form.acceptSelfSignedHint')}
            {...form.getInputProps('acceptSelfSigned', { type: 'checkbox' })}
          />
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

/** The server reuses the stored password only while the URL and username are unchanged (it must not go elsewhere). */
function keepsStoredPassword(controller: ControllerView | undefined, values: { url: string; username: string }) {
  if (!controller) return false
  const sameUrl = values.url.trim().replace(/\/+$/, '') === controller.url.replace(/\/+$/, '')
  return sameUrl && values.username.trim() === (controller.username ?? '')
}
