import { Button, Group, NumberInput, Select, TagsInput, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useProducts } from '../api/inventory'
import { changeHardware } from '../api/inventory-writes'
import { NO_FILTERS } from './product-filters'

/** Allocate stock to the venue (admins): a quantity, or the serial numbers of the units that go there. */
export function AllocateForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('inventory')
  const [search, setSearch] = useState('')
  const { data } = useProducts('inventory', { ...NO_FILTERS, search }, 1)
  const [productId, setProductId] = useState<string | null>(null)
  const [quantity, setQuantity] = useState<number | string>(1)
  const [serials, setSerials] = useState<string[]>([])
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const product = data?.data.find((row) => String(row.id) === productId)

  const submit = async () => {
    if (!product) return
    setBusy(true)
    try {
      await changeHardware(locationId, { action: 'allocate', productId: product.id, ...(product.serialized ? { serials } : { quantity: Number(quantity) }), note: note.trim() || undefined })
      toast('success', t('caas.done.allocate', { name: product.name }))
      setSerials([])
      setErrors({})
    } catch (error) {
      setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Group align="flex-end">
      <Select
        w={280}
        label={t('caas.product')}
        searchable
        onSearchChange={setSearch}
        data={(data?.data ?? []).map((row) => ({ value: String(row.id), label: `${row.name} · ${row.model} (${row.quantity})` }))}
        value={productId}
        onChange={setProductId}
        error={errors.productId}
      />
      {product?.serialized ? (
        <TagsInput w={280} label={t('stock.serials')} value={serials} onChange={setSerials} error={errors.serials} />
      ) : (
        <NumberInput w={120} label={t('stock.quantity')} min={1} allowDecimal={false} value={quantity} onChange={setQuantity} error={errors.quantity} />
      )}
      <TextInput label={t('stock.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <Button onClick={submit} loading={busy} disabled={!product}>
        {t('caas.allocate')}
      </Button>
    </Group>
  )
}
