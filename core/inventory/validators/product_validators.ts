import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { whenPresent } from '#kernel/validation/when_present'
import {
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
  PRODUCT_TYPES,
  PRODUCT_VENDORS,
} from '#core/inventory/product_catalog'
import { SKU_PATTERN, gtinRule } from '#core/inventory/services/gtin'

const text = (max: number) =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
const cents = () => vine.number().withoutDecimals().range([0, MAX_PRICE_CENTS])
const id = () => vine.number().withoutDecimals().range([1, 2_147_483_647])

const productFields = {
  name: text(160),
  type: vine.enum(PRODUCT_TYPES),
  model: text(120),
  vendor: vine.enum(PRODUCT_VENDORS),
  ean: vine.string().trim().maxLength(20).use(gtinRule()).nullable().optional(),
  sku: vine.string().trim().regex(SKU_PATTERN).nullable().optional(),
  supplierId: id().nullable().optional(),
  purchasePriceCents: cents(),
  salePriceCents: cents(),
  caasPriceCents: cents().optional(),
  configPriceCents: cents().optional(),
  monthlyLicenceCents: cents().optional(),
  lowStockThreshold: vine.number().withoutDecimals().range([0, MAX_QUANTITY]).optional(),
  serialized: vine.boolean().optional(),
  ownBrand: vine.boolean().optional(),
  inventoryProductId: id().nullable().optional(),
  stripeProductId: vine
    .string()
    .trim()
    .regex(/^prod_[A-Za-z0-9]{1,60}$/)
    .nullable()
    .optional(),
}

export const createProductValidator = vine.create(productFields)

/** Only what is sent changes; nullable fields are cleared with null. */
export const updateProductValidator = vine.create({
  name: text(160).optional().requiredWhen(whenPresent),
  type: vine.enum(PRODUCT_TYPES).optional().requiredWhen(whenPresent),
  model: text(120).optional().requiredWhen(whenPresent),
  vendor: vine.enum(PRODUCT_VENDORS).optional().requiredWhen(whenPresent),
  ean: productFields.ean,
  sku: productFields.sku,
  supplierId: productFields.supplierId,
  purchasePriceCents: cents().optional().requiredWhen(whenPresent),
  salePriceCents: cents().optional().requiredWhen(whenPresent),
  caasPriceCents: cents().optional().requiredWhen(whenPresent),
  configPriceCents: cents().optional().requiredWhen(whenPresent),
  monthlyLicenceCents: cents().optional().requiredWhen(whenPresent),
  lowStockThreshold: vine
    .number()
    .withoutDecimals()
    .range([0, MAX_QUANTITY])
    .optional()
    .requiredWhen(whenPresent),
  serialized: vine.boolean().optional().requiredWhen(whenPresent),
  ownBrand: vine.boolean().optional().requiredWhen(whenPresent),
  inventoryProductId: productFields.inventoryProductId,
  stripeProductId: productFields.stripeProductId,
})

/** GET /products: `search` (alias `q`) in name, model, EAN and SKU; filters by type and vendor. */
export const listProductsValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  type: vine.enum(PRODUCT_TYPES).optional(),
  vendor: vine.enum(PRODUCT_VENDORS).optional(),
  ownBrand: vine.boolean().optional(),
  lowStock: vine.boolean().optional(),
})
