import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds, signedIn } from '#kernel/http/contract/route_access'
import { NO_CONTENT, accepted, created, dataList, json, page } from '#kernel/http/contract/schemas'
import * as products from '#core/inventory/validators/product_validators'
import * as stock from '#core/inventory/validators/inventory_validators'
import { createSupplierValidator } from '#core/inventory/validators/supplier_validators'
import * as schemas from '#core/inventory/inventory_schemas'

const Products = () => import('#core/inventory/controllers/products_controller')
const Suppliers = () => import('#core/inventory/controllers/suppliers_controller')
const Inventory = () => import('#core/inventory/controllers/inventory_controller')
const Hardware = () => import('#core/inventory/controllers/hardware_controller')
const Exports = () => import('#core/inventory/controllers/inventory_exports_controller')

const NOT_FOUND = ['E_PRODUCT_NOT_FOUND']
const CSV_ERRORS = [
  'E_STOCK_CSV_WRONG_FORMAT',
  'E_STOCK_CSV_INVALID',
  'E_STOCK_FILE_TOO_LARGE',
  'E_STOCK_INSUFFICIENT',
]
const api = apiRoutes('Inventory')

/** Products, stock and CaaS hardware (spec §7 Products, inventory, `/locations/{id}/hardware`, `/suppliers`). Admins only, except a venue's hardware tab. */
export function inventoryRoutes() {
  api.get('/products', [Products, 'index'], {
    access: adminOnly,
    summary:
      'The product catalogue; `search` (alias `q`) in name, model, EAN and SKU; `type`, `vendor`, `ownBrand`, `lowStock`',
    query: products.listProductsValidator,
    response: json(page(schemas.productSchema)),
  })
  api.post('/products', [Products, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'Add a product: EAN check digit verified, EAN and SKU unique, prices in cents; an own-brand product names its inventory product',
    body: products.createProductValidator,
    response: created(schemas.productSchema),
  })
  api.get('/products/config', [Products, 'config'], {
    access: adminOnly,
    summary:
      'The products a configuration is made of (gateways, routers, access points, switches, licences) with their prices',
    response: json(dataList(schemas.productSchema)),
  })
  api.get('/products/locations/:id', [Products, 'forLocation'], {
    access: adminOnly,
    summary: 'The products allocated to a venue, how many of each, with their monthly prices',
    response: json(dataList(schemas.locationProductSchema)),
  })
  api.get('/products/:id', [Products, 'show'], {
    access: adminOnly,
    summary: 'A product',
    response: json(schemas.productSchema),
    errors: NOT_FOUND,
  })
  api.patch('/products/:id', [Products, 'update'], {
    access: adminOnly,
    summary: 'Change a product; its stock changes only through /inventory',
    body: products.updateProductValidator,
    response: json(schemas.productSchema),
    errors: NOT_FOUND,
  })

  api.get('/suppliers', [Suppliers, 'index'], {
    access: adminOnly,
    summary: 'Suppliers of products',
    response: json(dataList(schemas.supplierSchema)),
  })
  api.post('/suppliers', [Suppliers, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary: 'Add a supplier (unique name)',
    body: createSupplierValidator,
    response: created(schemas.supplierSchema),
  })

  api.get('/inventory', [Inventory, 'index'], {
    access: adminOnly,
    summary: 'Stock per product (own-brand products have none of their own)',
    query: stock.listInventoryValidator,
    response: json(page(schemas.productSchema)),
  })
  api.post('/inventory', [Inventory, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'Add (positive `change`) or deduct (negative) stock with a reason; never below zero (409 E_STOCK_INSUFFICIENT); a serialized product names one unit per piece',
    body: stock.stockChangeValidator,
    response: created(schemas.stockChangedSchema),
    errors: ['E_STOCK_INSUFFICIENT', ...NOT_FOUND],
  })
  api.get('/inventory/stats', [Inventory, 'stats'], {
    access: adminOnly,
    summary: 'Value in stock per vendor and type, low stock, hardware at venues',
    response: json(schemas.statsSchema),
  })
  api.get('/inventory/logs', [Inventory, 'logs'], {
    access: adminOnly,
    summary: 'Every stock change (who, when, how many, why), the newest first',
    query: stock.listLogsValidator,
    response: json(page(schemas.stockLogSchema)),
  })
  api.post('/inventory/bulk', [Inventory, 'bulk'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'A whole delivery, deduction or count from a CSV (multipart `file`, at most 5 MB; header with `quantity` and `ean`, `sku` or `model`, optional `serial`, `mac`, `note`). All or nothing, every problem named by its line; `dryRun=1` only checks; `mode` add, deduct or count',
    query: stock.bulkQueryValidator,
    upload: ['file'],
    response: created(schemas.bulkResultSchema),
    errors: CSV_ERRORS,
  })
  api.get('/inventory/allocated', [Hardware, 'allocated'], {
    access: adminOnly,
    summary: 'CaaS hardware at venues (`status` allocated by default, or returned, lost, broken)',
    query: stock.listAllocatedValidator,
    response: json(page(schemas.allocationSchema)),
  })
  api.post('/inventory/export', [Exports, 'stock'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'Start an export of the stock (CSV or XLSX), mailed to `email` as a download link when ready',
    body: stock.exportValidator,
    response: accepted(schemas.exportStartedSchema),
  })
  api.post('/inventory/allocated/export', [Exports, 'allocated'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'Start an export of the CaaS hardware at venues (CSV or XLSX), mailed to `email` as a download link when ready',
    body: stock.exportValidator,
    response: accepted(schemas.exportStartedSchema),
  })
  api.get('/inventory/:id', [Inventory, 'show'], {
    access: adminOnly,
    summary: "A product's stock",
    response: json(schemas.productSchema),
    errors: NOT_FOUND,
  })
  api.get('/inventory/:id/units', [Inventory, 'units'], {
    access: adminOnly,
    summary:
      'The serial numbers of a product in stock (to pick when allocating hardware to a venue)',
    response: json(dataList(schemas.stockUnitSchema)),
    errors: NOT_FOUND,
  })
  api.patch('/inventory/:id', [Inventory, 'update'], {
    access: adminOnly,
    summary:
      'A count (`quantity` on the shelf, logged as the difference) and/or the low-stock threshold',
    body: stock.updateStockValidator,
    response: json(schemas.productSchema),
    errors: NOT_FOUND,
  })
  api.delete('/inventory/:id', [Inventory, 'destroy'], {
    access: adminOnly,
    summary:
      'Remove a product that has no stock, no hardware at venues and no own-brand product built on it',
    response: NO_CONTENT,
    errors: ['E_PRODUCT_IN_USE', ...NOT_FOUND],
  })
  api.get('/inventory-exports/:token', [Exports, 'download'], {
    access: signedIn,
    policy:
      'Only the account the link was mailed to, or the requester, while an admin or installer; anyone else gets 404',
    limit: 'guessable',
    textParams: ['token'],
    summary:
      'Download an export by the token of its mailed link (valid 7 days), signed in as its recipient',
    response: { file: 'application/octet-stream' },
    errors: ['E_EXPORT_EXPIRED'],
  })

  api.get('/locations/:id/hardware', [Hardware, 'show'], {
    access: holds('read', 'location'),
    summary:
      "The venue's CaaS hardware and the devices its controller sees, matched by MAC or serial; mismatches listed",
    response: json(schemas.locationHardwareSchema),
  })
  api.patch('/locations/:id/hardware', [Hardware, 'update'], {
    access: adminOnly,
    summary:
      'Allocate stock to the venue (`productId` or `model`, `quantity` or `serials`), or `return`, `lost`, `broken` an allocation (`allocationId`, optional `quantity`)',
    body: stock.hardwareChangeValidator,
    response: json(schemas.hardwareChangedSchema),
    errors: [
      'E_STOCK_INSUFFICIENT',
      'E_ALLOCATION_NOT_FOUND',
      'E_ALLOCATION_CLOSED',
      'E_PRODUCT_MODEL_NOT_FOUND',
      ...NOT_FOUND,
    ],
  })
}
