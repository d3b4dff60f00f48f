import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import { recordAudit, createdValues, pendingChanges } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import Product from '#core/inventory/models/product'
import type {
  createProductValidator,
  updateProductValidator,
} from '#core/inventory/validators/product_validators'

type CreateInput = Infer<typeof createProductValidator>
type UpdateInput = Infer<typeof updateProductValidator>

const UNIQUE_FIELDS: Record<string, string> = {
  products_ean_unique: 'ean',
  products_sku_unique: 'sku',
}

/** A second product with the same EAN or SKU: a field error, not a 500. */
function duplicateCode(error: unknown): never {
  const field = UNIQUE_FIELDS[(error as { constraint?: string }).constraint ?? '']
  if (field) throw AppException.invalidField(field, 'unique')
  throw error
}

/** The supplier must exist; an own-brand product links to an inventory product that is not itself own-brand. */
async function checkLinks(product: Product) {
  if (product.supplierId && !(await db.from('suppliers').where('id', product.supplierId).first()))
    throw AppException.invalidField('supplierId', 'exists')
  if (!product.ownBrand) {
    product.inventoryProductId = null
    return
  }
  if (!product.inventoryProductId) throw AppException.invalidField('inventoryProductId', 'required')
  const linked = await db
    .from('products')
    .where('id', product.inventoryProductId)
    .select('id', 'own_brand')
    .first()
  if (!linked || linked.own_brand || linked.id === product.id)
    throw AppException.invalidField('inventoryProductId', 'exists')
}

export async function createProduct(input: CreateInput) {
  const product = new Product()
  product.merge({
    currency: 'EUR',
    quantity: 0,
    lowStockThreshold: 0,
    caasPriceCents: 0,
    configPriceCents: 0,
    monthlyLicenceCents: 0,
    stripeProductId: null,
  })
  product.merge({
    ...input,
    ean: input.ean ?? null,
    sku: input.sku ?? null,
    supplierId: input.supplierId ?? null,
    ownBrand: input.ownBrand ?? false,
    inventoryProductId: input.inventoryProductId ?? null,
    serialized: input.serialized ?? false,
  })
  await checkLinks(product)
  await db
    .transaction(async (trx) => {
      product.useTransaction(trx)
      await product.save()
      await recordAudit(
        {
          action: 'product.created',
          objectType: 'product',
          objectId: product.id,
          newValues: createdValues(product),
        },
        trx
      )
    })
    .catch(duplicateCode)
  return product
}

/** Changes a product's catalogue fields; its quantity changes only through stock moves. */
export async function updateProduct(product: Product, input: UpdateInput) {
  if (
    input.serialized !== undefined &&
    input.serialized !== product.serialized &&
    product.quantity > 0
  ) {
    throw AppException.invalidField('serialized', 'stock_empty')
  }
  product.merge(input)
  await checkLinks(product)
  const changes = pendingChanges(product)
  await db
    .transaction(async (trx) => {
      product.useTransaction(trx)
      await product.save()
      await recordAudit(
        { action: 'product.updated', objectType: 'product', objectId: product.id, ...changes },
        trx
      )
    })
    .catch(duplicateCode)
  return product
}

export async function findProduct(id: unknown) {
  const text = String(id)
  const product =
    /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647
      ? await Product.find(Number(text))
      : null
  if (!product) throw new AppException(404, 'E_PRODUCT_NOT_FOUND')
  return product
}

/** The catalogue product (not own-brand) of a model, as typed ("U6-Pro"), case-insensitive; spec §8 "product model not found". */
export async function findProductByModel(model: string, trx?: TransactionClientContract) {
  const product = await Product.query({ client: trx })
    .whereRaw('lower(model) = ?', [model.toLowerCase()])
    .where('own_brand', false)
    .orderBy('id')
    .first()
  if (!product) throw new AppException(404, 'E_PRODUCT_MODEL_NOT_FOUND')
  return product
}
