import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { saveAlertRule, useRecipients, useScopeOptions } from '../api/alerts'
import {
  ALERT_TRIGGERS,
  THRESHOLD_OF,
  type AlertRuleInput,
  type AlertRuleView,
  type AlertScope,
  type AlertTrigger,
} from '../api/types'

interface Props {
  rule: AlertRuleView | null
  /** A new rule starts on this venue (from the venue's alerts tab). */
  locationId?: number
  isAdmin: boolean
  onClose: () => void
}

interface Values {
  name: string
  trigger: AlertTrigger
  threshold: number | string
  forMinutes: number | string
  scopeType: AlertScope
  scopeId: string | null
  recipientIds: string[]
  sendWebhook: boolean
  onlyOpeningHours: boolean
  renotifyMinutes: number | string
  enabled: boolean
}

const numberOrNull = (value: number | string) =>
  value === '' || value === null ? null : Number(value)

/** The rule editor: trigger and its number, scope, recipients and webhook events, schedule and repeat suppression. */
export function AlertRuleModal({ rule, locationId, isAdmin, onClose }: Props) {
  const { t } = useTranslation('alerts')
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values>({
    initialValues: {
      name: rule?.name ?? '',
      trigger: rule?.trigger ?? 'venue_offline',
      threshold: rule?.threshold ?? '',
      forMinutes: rule?.forMinutes ?? 0,
      scopeType: rule?.scopeType ?? (locationId || !isAdmin ? 'location' : 'all'),
      scopeId: rule?.scopeId ? String(rule.scopeId) : locationId ? String(locationId) : null,
      recipientIds: rule?.recipients.map((recipient) => String(recipient.id)) ?? [],
      sendWebhook: rule?.sendWebhook ?? false,
      onlyOpeningHours: rule?.onlyOpeningHours ?? false,
      renotifyMinutes: rule?.renotifyMinutes ?? '',
      enabled: rule?.enabled ?? true,
    },
    validate: { name: (value) => (value.trim() ? null : t('form.required')) },
  })
  const scope = form.values.scopeType
  const scopes = useScopeOptions(scope === 'all' ? null : scope)
  const recipients = useRecipients(true)
  const thresholdKind = THRESHOLD_OF[form.values.trigger]

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    const input: AlertRuleInput = {
      name: values.name.trim(),
      trigger: values.trigger,
      threshold: thresholdKind ? numberOrNull(values.threshold) : null,
      forMinutes: Number(values.forMinutes) || 0,
      scopeType: values.scopeType,
      scopeId: values.scopeType === 'all' || !values.scopeId ? null : Number(values.scopeId),
      recipientIds: values.recipientIds.map(Number),
      sendWebhook: values.sendWebhook,
      onlyOpeningHours: values.onlyOpeningHours,
      renotifyMinutes: numberOrNull(values.renotifyMinutes),
      enabled: values.enabled,
    }
    try {
      await saveAlertRule(input, rule?.id)
      toast('success', t('saved', { name: input.name }))
      onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
    }
  })

  const scopeTypes: AlertScope[] = isAdmin
    ? ['all', 'group', 'customer', 'location']
    : ['group', 'customer', 'location']
  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? t('form.editTitle', { name: rule.name }) : t('form.addTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label={t('form.name')} required {...form.getInputProps('name')} />
          <NativeSelect
            label={t('form.trigger')}
            data={ALERT_TRIGGERS.map((value) => ({ value, label: t(`trigger.${value}`) }))}
            {...form.getInputProps('trigger')}
          />
          {thresholdKind && (
            <NumberInput
              label={t(`form.threshold.${thresholdKind}`)}
              min={0}
              required
              {...form.getInputProps('threshold')}
            />
          )}
          <NumberInput
            label={t('form.forMinutes')}
            description={t('form.forMinutesHint')}
            min={0}
            max={10080}
            {...form.getInputProps('forMinutes')}
          />
          <Group grow align="flex-start">
            <NativeSelect
              label={t('form.scopeType')}
              data={scopeTypes.map((value) => ({ value, label: t(`scope.${value}`) }))}
              {...form.getInputProps('scopeType')}
              onChange={(event) =>
                form.setValues({
                  scopeType: event.currentTarget.value as AlertScope,
                  scopeId: null,
                })
              }
            />
            {scope !== 'all' && (
              <Select
                label={t(`form.scopeId.${scope}`)}
                searchable
                required
                data={(scopes.data?.data ?? []).map((option) => ({
                  value: String(option.id),
                  label: option.name ?? `#${option.id}`,
                }))}
                {...form.getInputProps('scopeId')}
              />
            )}
          </Group>
          <MultiSelect
            label={t('form.recipients')}
            description={t('form.recipientsHint')}
            searchable
            data={(recipients.data?.data ?? []).map((user) => ({
              value: String(user.id),
              label: `${user.name} (${user.email})`,
            }))}
            {...form.getInputProps('recipientIds')}
          />
          <Checkbox
            label={t('form.sendWebhook')}
            {...form.getInputProps('sendWebhook', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('form.onlyOpeningHours')}
            {...form.getInputProps('onlyOpeningHours', { type: 'checkbox' })}
          />
          <NumberInput
            label={t('form.renotifyMinutes')}
            description={t('form.renotifyHint')}
            min={5}
            max={10080}
            {...form.getInputProps('renotifyMinutes')}
          />
          <Checkbox
            label={t('form.enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
