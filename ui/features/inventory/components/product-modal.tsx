import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { PRODUCT_TYPES, PRODUCT_VENDORS, useSuppliers, type Product } from '../api/inventory'
import { saveProduct } from '../api/inventory-writes'
import { parseEuros } from '@/lib/format/money'

const PRICES = [
  'purchasePriceCents',
  'salePriceCents',
  'caasPriceCents',
  'configPriceCents',
  'monthlyLicenceCents',
] as const
type Price = (typeof PRICES)[number]

const euros = (cents: number | undefined) =>
  cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',')

/** Add or change a product: every field of spec §3; prices typed in euros, sent as cents. */
export function ProductModal({
  product,
  onClose,
}: {
  product: Product | null
  onClose: () => void
}) {
  const { t } = useTranslation('inventory')
  const { data: suppliers } = useSuppliers()
  const [fields, setFields] = useState({
    name: product?.name ?? '',
    type: product?.type ?? 'access_point',
    model: product?.model ?? '',
    vendor: product?.vendor ?? 'unifi',
    ean: product?.ean ?? '',
    sku: product?.sku ?? '',
    supplierId: product?.supplierId ? String(product.supplierId) : null,
    serialized: product?.serialized ?? false,
    ownBrand: product?.ownBrand ?? false,
    inventoryProductId: product?.inventoryProductId ? String(product.inventoryProductId) : '',
    stripeProductId: product?.stripeProductId ?? '',
    lowStockThreshold: product?.lowStockThreshold ?? 0,
  })
  const [prices, setPrices] = useState<Record<Price, string>>(
    Object.fromEntries(PRICES.map((key) => [key, euros(product?.[key])])) as Record<Price, string>
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof fields) => (value: unknown) =>
    setFields((current) => ({ ...current, [key]: value }))

  const submit = async () => {
    const cents = Object.fromEntries(PRICES.map((key) => [key, parseEuros(prices[key] || '0')]))
    const bad = PRICES.filter((key) => cents[key] === null)
    if (bad.length)
      return setErrors(Object.fromEntries(bad.map((key) => [key, t('product.priceInvalid')])))
    setBusy(true)
    try {
      await saveProduct(product?.id ?? null, {
        ...fields,
        ...(cents as Record<Price, number>),
        type: fields.type as Product['type'],
        vendor: fields.vendor as Product['vendor'],
        ean: fields.ean.trim() || null,
        sku: fields.sku.trim() || null,
        supplierId: fields.supplierId ? Number(fields.supplierId) : null,
        inventoryProductId:
          fields.ownBrand && fields.inventoryProductId ? Number(fields.inventoryProductId) : null,
        stripeProductId: fields.stripeProductId.trim() || null,
      })
      toast('success', t(product ? 'product.saved' : 'product.created'))
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
      title={t(product ? 'product.editTitle' : 'product.newTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
      size="lg"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('product.name')}
            required
            value={fields.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label={t('product.model')}
            required
            value={fields.model}
            onChange={(event) => set('model')(event.currentTarget.value)}
            error={errors.model}
          />
          <Select
            label={t('product.type')}
            data={PRODUCT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={fields.type}
            onChange={set('type')}
            allowDeselect={false}
          />
          <Select
            label={t('product.vendor')}
            data={PRODUCT_VENDORS.map((value) => ({ value, label: t(`vendors.${value}`) }))}
            value={fields.vendor}
            onChange={set('vendor')}
            allowDeselect={false}
          />
          <TextInput
            label={t('product.ean')}
            description={t('product.eanHint')}
            value={fields.ean}
            onChange={(event) => set('ean')(event.currentTarget.value)}
            error={errors.ean}
          />
          <TextInput
            label={t('product.sku')}
            value={fields.sku}
            onChange={(event) => set('sku')(event.currentTarget.value)}
            error={errors.sku}
          />
          <Select
            label={t('product.supplier')}
            clearable
            data={(suppliers?.data ?? []).map((supplier) => ({
              value: String(supplier.id),
              label: supplier.name,
            }))}
            value={fields.supplierId}
            onChange={set('supplierId')}
            error={errors.supplierId}
          />
          <TextInput
            label={t('product.stripeProduct')}
            placeholder="prod_…"
            value={fields.stripeProductId}
            onChange={(event) => set('stripeProductId')(event.currentTarget.value)}
            error={errors.stripeProductId}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {PRICES.map((key) => (
            <TextInput
              key={key}
              label={t(`product.prices.${key}`)}
              leftSection="€"
              inputMode="decimal"
              value={prices[key]}
              onChange={(event) =>
                setPrices((current) => ({ ...current, [key]: event.currentTarget.value }))
              }
              error={errors[key]}
            />
          ))}
        </SimpleGrid>
        <Group align="flex-end">
          <NumberInput
            w={200}
            label={t('product.lowStockThreshold')}
            min={0}
            allowDecimal={false}
            value={fields.lowStockThreshold}
            onChange={(value) => set('lowStockThreshold')(Number(value) || 0)}
            error={errors.lowStockThreshold}
          />
          <Checkbox
            label={t('product.serialized')}
            checked={fields.serialized}
            onChange={(event) => set('serialized')(event.currentTarget.checked)}
            error={errors.serialized}
          />
          <Checkbox
            label={t('product.ownBrand')}
            checked={fields.ownBrand}
            onChange={(event) => set('ownBrand')(event.currentTarget.checked)}
          />
        </Group>
        {fields.ownBrand && (
          <TextInput
            label={t('product.inventoryProduct')}
            description={t('product.inventoryProductHint')}
            inputMode="numeric"
            value={fields.inventoryProductId}
            onChange={(event) => set('inventoryProductId')(event.currentTarget.value)}
            error={errors.inventoryProductId}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
