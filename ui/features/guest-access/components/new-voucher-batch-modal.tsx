import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { createVoucherBatch } from '../api/vouchers'
import type { VoucherBatchDetail } from '../api/types'

const UNITS = { minutes: 1, hours: 60, days: 1440 } as const
type Unit = keyof typeof UNITS
const MAX_MINUTES = 525_600

interface Values {
  name: string
  count: number | string
  duration: number | string
  unit: Unit
  maxUses: number | string
  expiresOn: string
}

const whole = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** A new batch of codes: how many, how long each sign-in lasts, how often a code works, until which day. */
export function NewVoucherBatchModal({
  locationId,
  onClose,
  onCreated,
}: {
  locationId: number
  onClose: () => void
  onCreated: (batch: VoucherBatchDetail) => void
}) {
  const { t } = useTranslation('guestAccess')
  const form = useForm<Values>({
    initialValues: { name: '', count: 20, duration: 2, unit: 'hours', maxUses: 1, expiresOn: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('validation:rules.required')),
      count: (value) => (whole(value, 1, 1000) ? null : t('vouchers.form.countRange')),
      duration: (value, values) =>
        whole(value, 1, Math.floor(MAX_MINUTES / UNITS[values.unit]))
          ? null
          : t('vouchers.form.durationRange'),
      maxUses: (value) => (whole(value, 1, 1000) ? null : t('vouchers.form.usesRange')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      const batch = await createVoucherBatch(locationId, {
        name: values.name.trim(),
        count: Number(values.count),
        durationMinutes: Number(values.duration) * UNITS[values.unit],
        maxUses: Number(values.maxUses),
        expiresOn: values.expiresOn || null,
      })
      toast('success', t('vouchers.toasts.created', { count: batch.codes }))
      onCreated(batch)
    } catch (error) {
      const { durationMinutes, ...fields } = formErrors(t, error)
      form.setErrors(durationMinutes ? { ...fields, duration: durationMinutes } : fields)
      if (Object.keys(fields).length === 0 && !durationMinutes)
        toast('error', errorMessage(t, error))
    }
  })

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vouchers.form.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('vouchers.form.name')}
            description={t('vouchers.form.nameHint')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={t('vouchers.form.count')}
            required
            min={1}
            max={1000}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('count')}
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('vouchers.form.duration')}
              required
              min={1}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('duration')}
            />
            <NativeSelect
              label={t('vouchers.form.unit')}
              data={(Object.keys(UNITS) as Unit[]).map((unit) => ({
                value: unit,
                label: t(`vouchers.form.units.${unit}`),
              }))}
              {...form.getInputProps('unit')}
            />
          </SimpleGrid>
          <NumberInput
            label={t('vouchers.form.maxUses')}
            description={t('vouchers.form.maxUsesHint')}
            required
            min={1}
            max={1000}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('maxUses')}
          />
          <TextInput
            type="date"
            label={t('vouchers.form.expiresOn')}
            description={t('vouchers.form.expiresOnHint')}
            {...form.getInputProps('expiresOn')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('vouchers.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
