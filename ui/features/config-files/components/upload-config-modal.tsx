import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { formRules } from '@/lib/form-rules'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useConfigSettings } from '../api/config-files'
import { uploadConfigFile } from '../api/config-file-writes'
import type { ConfigSettings, ConfigUpload } from '../api/types'
import { maxBelowMin, VERSION_PATTERN } from './format'

interface UploadConfigModalProps {
  onClose: () => void
}

const NAME_MAX = 100

/** Upload a configuration file: vendor from GET /network/config/settings, optionally the controller it is for. */
export function UploadConfigModal({ onClose }: UploadConfigModalProps) {
  const { t } = useTranslation('configFiles')
  const { data: settings, error } = useConfigSettings()
  return (
    <Modal
      opened
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={t('form.title')}
      centered
    >
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !settings ? (
        <Skeleton height={320} role="status" aria-label={t('common:loading.label')} />
      ) : (
        <UploadForm settings={settings} onClose={onClose} />
      )}
    </Modal>
  )
}

function versionRules(t: TFunction) {
  return {
    minVersion: (value: string) =>
      formRules(t).required(value) ??
      (VERSION_PATTERN.test(value.trim()) ? null : t('form.versionRule')),
    maxVersion: (value: string, values: ConfigUpload) => {
      const max = value.trim()
      if (!max) return null
      if (!VERSION_PATTERN.test(max)) return t('form.versionRule')
      const min = values.minVersion.trim()
      return VERSION_PATTERN.test(min) && maxBelowMin(min, max) ? t('form.versionOrder') : null
    },
  }
}

function UploadForm({ settings, onClose }: { settings: ConfigSettings; onClose: () => void }) {
  const { t } = useTranslation('configFiles')
  const [failure, setFailure] = useState<string | null>(null)
  const maxKb = Math.floor(settings.maxBytes / 1024)
  const form = useForm<ConfigUpload>({
    initialValues: {
      name: '',
      vendor: '',
      controllerId: '',
      minVersion: '',
      maxVersion: '',
      canChangeWifiSettings: false,
      file: null,
    },
    validate: {
      name: (value) =>
        formRules(t).required(value) ??
        (value.trim().length > NAME_MAX ? t('validation:rules.maxLength') : null),
      vendor: (value) => formRules(t).required(value),
      ...versionRules(t),
      file: (file) => {
        if (!file) return t('validation:rules.required')
        return file.size > settings.maxBytes ? t('validation:rules.file_size') : null
      },
    },
  })
  const vendor = settings.vendors.find((candidate) => candidate.key === form.values.vendor)
  const controllers = settings.controllers.filter(
    (controller) => controller.vendor === form.values.vendor
  )

  const pickVendor = (key: string) => {
    form.setValues({ vendor: key, controllerId: '' })
    form.clearFieldError('vendor')
  }

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const created = await uploadConfigFile(values)
      toast('success', t('toasts.uploaded', { name: created.name }))
      onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
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
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          maxLength={NAME_MAX}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label={t('form.vendor')}
          required
          data={[
            { value: '', label: t('form.chooseVendor') },
            ...settings.vendors.map((option) => ({ value: option.key, label: option.name })),
          ]}
          {...form.getInputProps('vendor')}
          onChange={(event) => pickVendor(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('form.controller')}
          description={t('form.controllerHint')}
          disabled={!vendor}
          data={[
            { value: '', label: t('form.anyController') },
            ...controllers.map((controller) => ({
              value: String(controller.id),
              label: t('form.controllerOption', {
                alias: controller.alias,
                version: controller.version ?? t('form.unknownVersion'),
              }),
            })),
          ]}
          {...form.getInputProps('controllerId')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('form.minVersion')}
            placeholder={t('form.versionPlaceholder')}
            required
            {...form.getInputProps('minVersion')}
          />
          <TextInput
            label={t('form.maxVersion')}
            description={t('form.maxVersionHint')}
            {...form.getInputProps('maxVersion')}
          />
        </Group>
        <Switch
          label={t('form.wifi')}
          {...form.getInputProps('canChangeWifiSettings', { type: 'checkbox' })}
        />
        <FileInput
          label={t('form.file')}
          placeholder={t('form.filePlaceholder')}
          description={
            vendor
              ? t('form.fileHint', { max: maxKb, extensions: vendor.extensions.join(', ') })
              : t('form.fileHintNoVendor', { max: maxKb })
          }
          accept={vendor?.extensions.join(',')}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('form.clearFile') }}
          {...form.getInputProps('file')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
