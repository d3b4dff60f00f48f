import { Alert, Button, Group, NumberInput, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { saveFinancialTarget } from '../api/financials'

/** An admin sets the revenue target of a year (in euros, decimal comma); stored and audited by the server. */
export function TargetForm({ year, target }: { year: number; target: number | null }) {
  const { t } = useTranslation('financials')
  const [targetYear, setTargetYear] = useState<number | string>(year)
  const [euros, setEuros] = useState<number | string>(target === null ? '' : target / 100)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await saveFinancialTarget({
        year: Number(targetYear),
        amount: euros === '' ? Number.NaN : Math.round(Number(euros) * 100),
      })
      setErrors({})
      void toast('success', t('target.saved', { year: targetYear }), { source: 'financial-target' })
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
      aria-label={t('target.title')}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Group align="flex-start">
        <NumberInput
          w={120}
          label={t('target.year')}
          min={2000}
          max={2100}
          allowDecimal={false}
          value={targetYear}
          onChange={setTargetYear}
          error={errors.year}
        />
        <NumberInput
          w={220}
          label={t('target.amount')}
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          prefix="€ "
          value={euros}
          onChange={setEuros}
          error={errors.amount}
        />
      </Group>
      <Group>
        <Button type="submit" loading={busy}>
          {t('target.save')}
        </Button>
      </Group>
      {failure && Object.keys(errors).length === 0 && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  )
}
