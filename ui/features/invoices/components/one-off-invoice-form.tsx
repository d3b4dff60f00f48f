import { ActionIcon, Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { createInvoice, type Invoice } from '../api/invoices'

interface Line {
  description: string
  quantity: number
  euros: number
}

const blank: Line = { description: '', quantity: 1, euros: 0 }

/** One-off invoice lines (description, quantity, unit price in euro) → a finalized Stripe invoice. */
export function OneOffInvoiceForm({
  customerId,
  onCreated,
}: {
  customerId: number | null
  onCreated: (invoice: Invoice) => void
}) {
  const { t } = useTranslation('invoices')
  const [lines, setLines] = useState<Line[]>([blank])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (index: number, change: Partial<Line>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)))
  const submit = async () => {
    if (!customerId) return
    setBusy(true)
    setError(null)
    try {
      const invoice = await createInvoice({
        customer: customerId,
        lines: lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unit_amount: Math.round(line.euros * 100),
        })),
      })
      setLines([blank])
      onCreated(invoice)
    } catch (failure) {
      setError(errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        <Group key={index} align="end">
          <TextInput
            label={t('form.description')}
            value={line.description}
            onChange={(event) => set(index, { description: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('form.quantity')}
            min={1}
            allowDecimal={false}
            value={line.quantity}
            onChange={(value) => set(index, { quantity: Number(value) || 1 })}
            w={100}
          />
          <NumberInput
            label={t('form.unitPrice')}
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            prefix="€ "
            value={line.euros}
            onChange={(value) => set(index, { euros: Number(value) || 0 })}
            w={160}
          />
          <ActionIcon
            variant="default"
            aria-label={t('form.removeLine')}
            disabled={lines.length === 1}
            onClick={() => setLines(lines.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button variant="default" onClick={() => setLines([...lines, blank])}>
          {t('form.addLine')}
        </Button>
        <Button onClick={() => void submit()} loading={busy} disabled={!customerId}>
          {t('form.create')}
        </Button>
      </Group>
    </Stack>
  )
}
