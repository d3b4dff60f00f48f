import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { saveController } from '../api/save-controller'
import type { ControllerView } from '@/features/network/api/views'
import { useControllerVendors, type ControllerVendor } from '../api/vendors'
import { serverMessage } from './server-message'
import { SettingInput, type ControllerFormValues } from './setting-input'
import {
  initialSettings,
  keepsStoredSecrets,
  settingErrors,
  settingFields,
  settingsBody,
} from './vendor-settings'

interface ControllerFormProps {
  /** The controller being edited; a new one when absent. */
  controller?: ControllerView
  onClose: () => void
}

/** Add or edit a controller: pick a vendor, then fill in the settings its plugin asks for (GET /controllers/vendors). */
export function ControllerForm({ controller, onClose }: ControllerFormProps) {
  const { t } = useTranslation('controllers')
  const { data: vendors, error } = useControllerVendors()
  const title = controller ? t('form.editTitle', { alias: controller.alias }) : t('form.addTitle')

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={title}
      centered
    >
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !vendors ? (
        <Skeleton height={240} role="status" aria-label={t('common:loading.label')} />
      ) : (
        <VendorForm vendors={vendors} controller={controller} onClose={onClose} />
      )}
    </Modal>
  )
}

function VendorForm({
  vendors,
  controller,
  onClose,
}: ControllerFormProps & { vendors: ControllerVendor[] }) {
  const { t } = useTranslation('controllers')
  const [failure, setFailure] = useState<string | null>(null)
  const isAdmin = useSession((session) => session.user.isAdmin)
  const [privateNetwork, setPrivateNetwork] = useState(controller?.privateNetwork ?? false)
  const editing = controller !== undefined
  const vendorOf = (id: string) => vendors.find((vendor) => vendor.id === id)
  const startVendor = vendorOf(controller?.vendor ?? '') ?? vendors[0]
  const form = useForm<ControllerFormValues>({
    initialValues: {
      vendor: startVendor?.id ?? '',
      alias: controller?.alias ?? '',
      settings: startVendor ? initialSettings(settingFields(startVendor), controller) : {},
    },
    validate: (values) => {
      const vendor = vendorOf(values.vendor)
      if (!vendor) return { vendor: t('validation:rules.required') }
      const fields = settingFields(vendor)
      const errors = settingErrors(
        t,
        fields,
        values.settings,
        keepsStoredSecrets(vendor, fields, values.settings, controller)
      )
      return Object.fromEntries(
        Object.entries(errors).map(([name, message]) => [`settings.${name}`, message])
      )
    },
  })
  const vendor = vendorOf(form.values.vendor)
  const fields = vendor ? settingFields(vendor) : []
  const keepsSecrets = vendor
    ? keepsStoredSecrets(vendor, fields, form.values.settings, controller)
    : false

  const pickVendor = (id: string) => {
    const picked = vendorOf(id)
    form.setValues({ vendor: id, settings: picked ? initialSettings(settingFields(picked)) : {} })
    form.clearErrors()
    setFailure(null)
  }

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      // Only admins may set the private-network flag (the server refuses it from installers).
      const input = {
        vendor: values.vendor,
        alias: values.alias,
        ...settingsBody(fields, values.settings),
        ...(isAdmin ? { privateNetwork } : {}),
      }
      const saved = await saveController(input, controller?.id)
      toast(
        'success',
        editing ? t('common:toasts.saved') : t('form.created', { alias: saved.alias })
      )
      onClose()
    } catch (error) {
      form.setErrors(fieldErrors(t, error))
      setFailure(serverMessage(t, error))
    }
  })

  return (
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
          required
          data={vendorChoices(vendors, controller)}
          {...form.getInputProps('vendor')}
          onChange={(event) => pickVendor(event.currentTarget.value)}
        />
        <TextInput
          label={t('form.alias')}
          description={t('form.aliasHint')}
          {...form.getInputProps('alias')}
        />
        {fields.map((field) => (
          <SettingInput
            key={`${form.values.vendor}.${field.name}`}
            field={field}
            form={form}
            editing={editing}
            keepsSecrets={keepsSecrets}
          />
        ))}
        {isAdmin && (
          <Checkbox
            label={t('form.privateNetwork')}
            description={t('form.privateNetworkHint')}
            checked={privateNetwork}
            onChange={(event) => setPrivateNetwork(event.currentTarget.checked)}
          />
        )}
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
  )
}

/** The enabled vendors; a stored controller of a vendor no longer enabled still shows its own name. */
function vendorChoices(vendors: ControllerVendor[], controller?: ControllerView) {
  const choices = vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))
  if (controller && !vendors.some((vendor) => vendor.id === controller.vendor))
    choices.push({ value: controller.vendor, label: controller.vendorName })
  return choices
}

/** The server's field errors on the form's paths; a malformed URL gets the spec's message (complete, with its port). */
function fieldErrors(t: TFunction, error: unknown): Record<string, string> {
  const messages = formErrors(t, error)
  if (isApiError(error))
    for (const fieldError of error.fieldErrors)
      if (fieldError.rule === 'url') messages[fieldError.field] = t('form.urlWithPort')
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [
      field === 'vendor' || field === 'alias' ? field : `settings.${field}`,
      message,
    ])
  )
}
