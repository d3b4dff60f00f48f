import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formRules } from '@/lib/form-rules'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { addTenant, updateTenant } from '../api/tenant-writes'
import type { NewTenant, TenantSettings, TenantView } from '../api/types'

const LANGUAGES = ['nl', 'en', 'fr', 'de'] as const
const KEY_MIN = 8
const KEY_MAX = 63

interface TenantModalProps {
  locationId: number
  settings: TenantSettings
  /** Absent: a new tenant. */
  tenant?: TenantView
  onClose: () => void
}

/** Adds a tenant (pending for the night unless "create now") or changes one; key and VLAN only while pending. */
export function TenantModal({ locationId, settings, tenant, onClose }: TenantModalProps) {
  const { t } = useTranslation('tenants')
  const [failure, setFailure] = useState<string | null>(null)
  const pending = !tenant || tenant.status === 'pending_creation'
  const form = useForm({
    initialValues: {
      name: tenant?.name ?? '',
      email: tenant?.email ?? '',
      spaces: tenant?.spaces ?? '',
      language: tenant?.language ?? '',
      vlan: (tenant?.vlan ?? '') as number | '',
      passphrase: '',
      createNow: false,
    },
    validate: {
      name: (value) => formRules(t).required(value),
      email: (value) => formRules(t).email(value),
      vlan: (value) =>
        value === '' || (Number.isInteger(value) && value >= 1 && value <= 4094)
          ? null
          : t('form.vlanRule'),
      passphrase: (value) =>
        value === '' ||
        (value.length >= KEY_MIN && value.length <= KEY_MAX && /^[\x20-\x7e]+$/.test(value))
          ? null
          : t('form.keyRule', { min: KEY_MIN, max: KEY_MAX }),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    const fields: NewTenant = {
      name: values.name.trim(),
      email: values.email.trim(),
      spaces: values.spaces.trim() || null,
      ...(values.language ? { language: values.language as NewTenant['language'] } : {}),
      ...(pending && settings.fixedVlan === null
        ? { vlan: values.vlan === '' ? null : values.vlan }
        : {}),
      ...(pending && values.passphrase ? { passphrase: values.passphrase } : {}),
    }
    try {
      if (tenant) await updateTenant(locationId, tenant.id, fields)
      else await addTenant(locationId, { ...fields, createNow: values.createNow })
      toast('success', t(tenant ? 'form.saved' : 'form.added'), { source: 'tenant-form' })
      onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
    }
  })

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={tenant ? t('form.editTitle', { name: tenant.name }) : t('form.addTitle')}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.name')}
              required
              maxLength={120}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('form.email')}
              type="email"
              required
              maxLength={254}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('form.spaces')}
              description={t('form.spacesHint')}
              maxLength={200}
              {...form.getInputProps('spaces')}
            />
            <NativeSelect
              label={t('form.language')}
              data={[
                { value: '', label: t('form.languageDefault') },
                ...LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`languages.${language}`),
                })),
              ]}
              {...form.getInputProps('language')}
            />
            <NumberInput
              label={t('form.vlan')}
              description={
                settings.fixedVlan !== null
                  ? t('form.vlanFixed', { vlan: settings.fixedVlan })
                  : pending
                    ? t('form.vlanHint')
                    : t('form.lockedHint')
              }
              placeholder={settings.defaultVlan !== null ? String(settings.defaultVlan) : ''}
              disabled={settings.fixedVlan !== null || !pending}
              min={1}
              max={4094}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('vlan')}
            />
            <PasswordInput
              label={t('form.key')}
              description={
                pending ? t('form.keyHint', { min: KEY_MIN, max: KEY_MAX }) : t('form.lockedHint')
              }
              disabled={!pending}
              autoComplete="new-password"
              {...form.getInputProps('passphrase')}
            />
          </SimpleGrid>
          {!tenant && (
            <Checkbox
              label={t('form.createNow', { time: settings.nightlyAt })}
              {...form.getInputProps('createNow', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {tenant ? t('common:actions.save') : t('form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
