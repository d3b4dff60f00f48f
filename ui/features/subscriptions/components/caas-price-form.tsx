import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { createCaasPrice, type CaasPrice } from '../api/subscriptions'
import { formatCents } from '@/lib/format/money'

const PLANS = [1, 2, 3, 4] as const
const CONNECTION_TYPES = ['fiber', 'vdsl', 'none'] as const

/**
 * CaaS price creation (spec §3 "Payment price creation"): plan (SLA), connection type, failover, Peplink, internet
 * pending and, optionally, the price in euros (else the tariff). Stripe keeps one price per combination: the answer
 * says whether it was made now or already existed. For the admin payments screen.
 */
export function CaasPriceForm() {
  const { t, i18n } = useTranslation('subscriptions')
  const [plan, setPlan] = useState<string | null>('1')
  const [connection, setConnection] = useState<string | null>('fiber')
  const [flags, setFlags] = useState({
    has_failover: false,
    has_peplink: false,
    internet_pending: false,
  })
  const [euros, setEuros] = useState<number | string>('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [result, setResult] = useState<CaasPrice | null>(null)
  const [busy, setBusy] = useState(false)
  const flag = (name: keyof typeof flags) => (
    <Checkbox
      label={t(`price.${name}`)}
      checked={flags[name]}
      onChange={(event) => setFlags({ ...flags, [name]: event.currentTarget.checked })}
    />
  )

  const submit = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const price = euros === '' ? undefined : Math.round(Number(euros) * 100)
      setResult(
        await createCaasPrice({
          plan: Number(plan) as (typeof PLANS)[number],
          connection_type: connection as (typeof CONNECTION_TYPES)[number],
          ...flags,
          ...(price === undefined ? {} : { price }),
        })
      )
      setErrors({})
    } catch (error) {
      setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('price.title')}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Group align="flex-start">
        <Select
          w={180}
          label={t('price.plan')}
          data={PLANS.map((value) => ({
            value: String(value),
            label: t('plan.short', { plan: value }),
          }))}
          value={plan}
          onChange={setPlan}
          error={errors.plan}
          allowDeselect={false}
        />
        <Select
          w={180}
          label={t('price.connection_type')}
          data={CONNECTION_TYPES.map((value) => ({
            value,
            label: t(`price.connections.${value}`),
          }))}
          value={connection}
          onChange={setConnection}
          error={errors.connection_type}
          allowDeselect={false}
        />
        <NumberInput
          w={180}
          label={t('price.price')}
          description={t('price.priceHint')}
          min={0}
          decimalScale={2}
          decimalSeparator=","
          value={euros}
          onChange={setEuros}
          error={errors.price}
        />
      </Group>
      <Group>
        {flag('has_failover')}
        {flag('has_peplink')}
        {flag('internet_pending')}
      </Group>
      <Group>
        <Button type="submit" loading={busy} disabled={!plan || !connection}>
          {t('price.submit')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {result && (
        <Alert
          color="teal"
          role="status"
          title={t(result.created ? 'price.created' : 'price.reused')}
        >
          <Text size="sm">{`${formatCents(result.price.unit_amount, result.price.currency, i18n.language)} / ${t('interval.month')} · ${result.price.id}`}</Text>
          <Text size="sm" c="dimmed">
            {result.lookup_key}
          </Text>
        </Alert>
      )}
    </Stack>
  )
}
