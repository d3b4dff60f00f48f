import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Supplier from '#core/inventory/models/supplier'
import type { ProductType, ProductVendor } from '#core/inventory/product_catalog'

/**
 * A product of the catalogue and its stock (spec §3 Inventory product). Prices are integer cents in `currency`;
 * `quantity` is what is in the warehouse (never below zero) and only changes through the stock actions, which log it.
 */
export default class Product extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare type: ProductType

  @column()
  declare model: string

  @column()
  declare vendor: ProductVendor

  @column()
  declare ean: string | null

  @column()
  declare sku: string | null

  @column()
  declare supplierId: number | null

  @belongsTo(() => Supplier)
  declare supplier: BelongsTo<typeof Supplier>

  @column()
  declare currency: string

  @column()
  declare purchasePriceCents: number

  @column()
  declare salePriceCents: number

  @column()
  declare caasPriceCents: number

  @column()
  declare configPriceCents: number

  @column()
  declare monthlyLicenceCents: number

  @column()
  declare quantity: number

  @column()
  declare lowStockThreshold: number

  @column()
  declare serialized: boolean

  @column()
  declare ownBrand: boolean

  /** For an own-brand product: the inventory product it is built from. */
  @column()
  declare inventoryProductId: number | null

  @belongsTo(() => Product, { foreignKey: 'inventoryProductId' })
  declare inventoryProduct: BelongsTo<typeof Product>

  @column()
  declare stripeProductId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The purchase value of what is in stock, in cents. */
  get totalValueCents() {
    return this.quantity * this.purchasePriceCents
  }
}
