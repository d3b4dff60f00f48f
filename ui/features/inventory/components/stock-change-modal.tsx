import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { MANUAL_REASONS, type Product } from '../api/inventory'
import { changeStock } from '../api/inventory-writes'

/** Add or deduct stock of one product with a reason; a serialized product names one serial per unit. */
export function StockChangeModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('inventory')
  const [direction, setDirection] = useState<'add' | 'deduct'>('add')
  const [quantity, setQuantity] = useState<number | string>(1)
  const [reason, setReason] = useState<string>('delivery')
  const [note, setNote] = useState('')
  const [serials, setSerials] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const count = product.serialized ? serials.length : Number(quantity)

  const submit = async () => {
    setBusy(true)
    try {
      const change = direction === 'add' ? count : -count
      await changeStock({
        productId: product.id,
        change,
        reason,
        note: note.trim() || undefined,
        units: product.serialized ? serials.map((serial) => ({ serial })) : undefined,
      })
      toast('success', t('stock.changed', { name: product.name }))
      onClose()
    } catch (error) {
      setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('stock.title', { name: product.name })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <Stack>
        <SegmentedControl
          value={direction}
          onChange={(value) => (
            setDirection(value as 'add' | 'deduct'),
            setReason(value === 'add' ? 'delivery' : 'sale')
          )}
          data={[
            { value: 'add', label: t('stock.add') },
            { value: 'deduct', label: t('stock.deduct') },
          ]}
        />
        {product.serialized ? (
          <TagsInput
            label={t('stock.serials')}
            description={t('stock.serialsHint')}
            value={serials}
            onChange={setSerials}
            error={errors.units}
          />
        ) : (
          <NumberInput
            label={t('stock.quantity')}
            min={1}
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
            error={errors.change}
          />
        )}
        <Select
          label={t('stock.reason')}
          data={MANUAL_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          value={reason}
          onChange={(value) => setReason(value ?? 'delivery')}
          allowDeselect={false}
        />
        <TextInput
          label={t('stock.note')}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={!(count > 0)}>
            {direction === 'add' ? t('stock.add') : t('stock.deduct')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
