import type Product from '#core/inventory/models/product'

/** A product as the API shows it: prices in cents with their currency, the stock and its purchase value. */
export function transformProduct(product: Product) {
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    model: product.model,
    vendor: product.vendor,
    ean: product.ean,
    sku: product.sku,
    supplierId: product.supplierId,
    supplierName: product.supplier?.name ?? null,
    currency: product.currency,
    purchasePriceCents: product.purchasePriceCents,
    salePriceCents: product.salePriceCents,
    caasPriceCents: product.caasPriceCents,
    configPriceCents: product.configPriceCents,
    monthlyLicenceCents: product.monthlyLicenceCents,
    quantity: product.quantity,
    totalValueCents: product.totalValueCents,
    lowStockThreshold: product.lowStockThreshold,
    lowStock: product.quantity <= product.lowStockThreshold,
    serialized: product.serialized,
    ownBrand: product.ownBrand,
    inventoryProductId: product.inventoryProductId,
    stripeProductId: product.stripeProductId,
    createdAt: product.createdAt.toISO(),
    updatedAt: product.updatedAt.toISO(),
  }
}
