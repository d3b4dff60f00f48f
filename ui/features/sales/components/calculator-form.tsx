import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formRules } from '@/lib/form-rules'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { calculateConfig } from '../api/configs'
import type { NewConfig, SalesConfig, Tariffs } from '../api/types'
import { formatCents } from '@/lib/format/money'

interface CalculatorFormProps {
  tariffs: Tariffs
  /** The calculation being refined: a new calculation changes it (PATCH) instead of adding one. */
  current: SalesConfig | null
  onCalculated: (config: SalesConfig) => void
}

/** The plan that suits the devices of one venue: the lowest whose device limit fits (spec §5). */
export function suggestedPlan(tariffs: Tariffs, devices: number) {
  return tariffs.plans.find((plan) => devices <= plan.maxDevices)?.plan ?? null
}

/** The calculator's inputs (spec §3 Config calculation); the figures come from the server's prices. */
export function CalculatorForm({ tariffs, current, onCalculated }: CalculatorFormProps) {
  const { t, i18n } = useTranslation('sales')
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    initialValues: {
      title: current?.title ?? '',
      venues: current?.venues ?? 1,
      devices: current?.devices ?? 2,
      connections: current?.connections ?? 1,
      plan: String(current?.plan ?? 1),
      installCategory: current?.installCategory ?? 'standard',
      peplinkLicence: current?.peplinkLicence ?? false,
      fixedIp: current?.fixedIp ?? false,
      maxOneOff: (current?.maxOneOffCents === null || current?.maxOneOffCents === undefined
        ? ''
        : current.maxOneOffCents / 100) as number | '',
    },
    validate: { title: (value) => formRules(t).required(value) },
  })
  const suggested = suggestedPlan(tariffs, Number(form.values.devices) || 0)
  const money = (cents: number) => formatCents(cents, tariffs.currency, i18n.language)

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    const body: NewConfig = {
      title: values.title.trim(),
      venues: Number(values.venues),
      devices: Number(values.devices),
      connections: Number(values.connections),
      plan: Number(values.plan) as NewConfig['plan'],
      installCategory: values.installCategory as NewConfig['installCategory'],
      peplinkLicence: values.peplinkLicence,
      fixedIp: values.fixedIp,
      maxOneOffCents: values.maxOneOff === '' ? null : Math.round(Number(values.maxOneOff) * 100),
    }
    try {
      onCalculated(await calculateConfig(body, current?.id))
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-label={t('calculator.title')}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('calculator.quoteTitle')}
          required
          maxLength={160}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            hideControls
            label={t('calculator.venues')}
            min={1}
            max={500}
            allowDecimal={false}
            {...form.getInputProps('venues')}
          />
          <NumberInput
            hideControls
            label={t('calculator.devices')}
            description={t('calculator.devicesHint')}
            min={0}
            max={60}
            allowDecimal={false}
            {...form.getInputProps('devices')}
          />
          <NumberInput
            hideControls
            label={t('calculator.connections')}
            description={t('calculator.connectionsHint')}
            min={1}
            max={4}
            allowDecimal={false}
            {...form.getInputProps('connections')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('calculator.plan')}
            description={
              suggested
                ? t('calculator.suggested', { plan: suggested })
                : t('calculator.tooManyDevices')
            }
            data={tariffs.plans.map((plan) => ({
              value: String(plan.plan),
              label: t('calculator.planOption', {
                plan: plan.plan,
                count: plan.maxDevices,
                price: money(plan.monthlyCents),
              }),
              disabled: suggested !== null && plan.plan < suggested,
            }))}
            {...form.getInputProps('plan')}
          />
          <NativeSelect
            label={t('calculator.install')}
            data={tariffs.installCategories.map((entry) => ({
              value: entry.category,
              label: `${t(`installCategories.${entry.category}`)} (${money(entry.feeCents)})`,
            }))}
            {...form.getInputProps('installCategory')}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label={t('calculator.peplinkLicence')}
            {...form.getInputProps('peplinkLicence', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('calculator.fixedIp', { price: money(tariffs.fixedIpMonthlyCents) })}
            {...form.getInputProps('fixedIp', { type: 'checkbox' })}
          />
        </Group>
        <NumberInput
          hideControls
          label={t('calculator.maxOneOff')}
          description={t('calculator.maxOneOffHint', { count: tariffs.financingMonths })}
          min={0}
          decimalScale={2}
          prefix="€ "
          {...form.getInputProps('maxOneOff')}
          error={form.errors.maxOneOff ?? form.errors.maxOneOffCents}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {current ? t('calculator.recalculate') : t('calculator.calculate')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
