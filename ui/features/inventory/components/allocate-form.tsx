import {
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useProducts, useStockUnits, type Product } from '../api/inventory'
import { changeHardware } from '../api/inventory-writes'
import { NO_FILTERS } from './product-filters'

const optionLabel = (row: Product) => `${row.name} · ${row.model} (${row.quantity})`

/** Allocate stock to the venue (admins and installers): a quantity, or the serial numbers of the units that go there. */
export function AllocateForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('inventory')
  const [search, setSearch] = useState('')
  const [product, setProduct] = useState<Product | null>(null)
  // The select shows the chosen option's label in its search box: that label is no search for the server.
  const query = product && search === optionLabel(product) ? '' : search
  const { data } = useProducts('inventory', { ...NO_FILTERS, search: query }, 1)
  const { data: units } = useStockUnits(product?.serialized ? product.id : null)
  const [quantity, setQuantity] = useState<number | string>(1)
  const [serials, setSerials] = useState<string[]>([])
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const rows = data?.data ?? []
  const options = product && !rows.some((row) => row.id === product.id) ? [product, ...rows] : rows
  const blocked = blockedReason(t, product, serials, quantity)

  const choose = (value: string | null) => {
    setProduct(options.find((row) => String(row.id) === value) ?? null)
    setSerials([])
    setQuantity(1)
    setErrors({})
  }

  const submit = async () => {
    if (!product || blocked) return
    setBusy(true)
    try {
      await changeHardware(locationId, {
        action: 'allocate',
        productId: product.id,
        ...(product.serialized ? { serials } : { quantity: Number(quantity) }),
        note: note.trim() || undefined,
      })
      toast('success', t('caas.done.allocate', { name: product.name }))
      setProduct(null)
      setSearch('')
      setSerials([])
      setQuantity(1)
      setErrors({})
    } catch (error) {
      setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <Select
          w={{ base: '100%', sm: 280 }}
          label={t('caas.product')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('caas.noProducts')}
          data={options.map((row) => ({ value: String(row.id), label: optionLabel(row) }))}
          value={product ? String(product.id) : null}
          onChange={choose}
          error={errors.productId}
        />
        {product?.serialized ? (
          <TagsInput
            w={{ base: '100%', sm: 280 }}
            label={t('stock.serials')}
            description={t('caas.serialsHint')}
            data={(units?.data ?? []).map((unit) => unit.serial)}
            value={serials}
            onChange={setSerials}
            error={errors.serials ?? errors.units}
          />
        ) : (
          <NumberInput
            w={{ base: '100%', sm: 120 }}
            label={t('stock.quantity')}
            min={1}
            max={product?.quantity}
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
          />
        )}
        <TextInput
          w={{ base: '100%', sm: 'auto' }}
          label={t('stock.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Button
          onClick={submit}
          loading={busy}
          disabled={blocked !== null}
          aria-describedby={blocked ? 'allocate-blocked' : undefined}
        >
          {t('caas.allocate')}
        </Button>
      </Group>
      {blocked ? (
        <Text id="allocate-blocked" size="sm" c="dimmed">
          {blocked}
        </Text>
      ) : null}
    </Stack>
  )
}

/** Why the Allocate button cannot be pressed yet, in words; null when it can. */
function blockedReason(
  t: TFunction<'inventory'>,
  product: Product | null,
  serials: string[],
  quantity: number | string
) {
  if (!product) return t('caas.blocked.product')
  if (product.quantity < 1) return t('caas.blocked.noStock', { name: product.name })
  if (product.serialized) return serials.length === 0 ? t('caas.blocked.serials') : null
  const count = Number(quantity)
  if (!Number.isInteger(count) || count < 1 || count > product.quantity)
    return t('caas.blocked.quantity', { max: product.quantity })
  return null
}
