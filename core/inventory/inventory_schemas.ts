import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import {
  ALLOCATION_STATUSES,
  PRODUCT_TYPES,
  PRODUCT_VENDORS,
  STOCK_REASONS,
} from '#core/inventory/product_catalog'

const cents = (description: string) => ({
  ...integer(),
  description: `${description}, in cents of \`currency\``,
})

export const productSchema = object({
  id: integer(),
  name: string(),
  type: oneOfThese(...PRODUCT_TYPES),
  model: string(),
  vendor: oneOfThese(...PRODUCT_VENDORS),
  ean: { ...nullable(string()), description: 'GTIN (EAN-13, EAN-8, UPC-A), check digit verified' },
  sku: nullable(string()),
  supplierId: nullable(integer()),
  supplierName: nullable(string()),
  currency: string(),
  purchasePriceCents: cents('Purchase price'),
  salePriceCents: cents('Sale price'),
  caasPriceCents: cents('Monthly CaaS rent'),
  configPriceCents: cents('One-off configuration price'),
  monthlyLicenceCents: cents('Monthly (extra) licence price'),
  quantity: { ...integer(), description: 'In stock; never below zero' },
  totalValueCents: cents('quantity × purchase price'),
  lowStockThreshold: integer(),
  lowStock: boolean(),
  serialized: { ...boolean(), description: 'Every unit has a serial number, named in stock moves' },
  ownBrand: boolean(),
  inventoryProductId: {
    ...nullable(integer()),
    description: 'For an own-brand product: the inventory product it is built from',
  },
  stripeProductId: nullable(string()),
  createdAt: dateTime(),
  updatedAt: dateTime(),
})

export const supplierSchema = object({
  id: integer(),
  name: string(),
  email: nullable(string()),
  phone: nullable(string()),
  website: nullable(string()),
})

export const stockUnitSchema = object({ id: integer(), serial: string(), mac: nullable(string()) })

export const stockChangedSchema = object({
  productId: integer(),
  change: integer(),
  quantity: integer(),
})

export const stockLogSchema = object({
  id: integer(),
  productId: integer(),
  productName: string(),
  model: string(),
  change: { ...integer(), description: 'What the stock changed by (0 for a write-off at a venue)' },
  units: integer(),
  quantityAfter: integer(),
  reason: oneOfThese(...STOCK_REASONS),
  note: nullable(string()),
  serial: nullable(string()),
  userId: nullable(integer()),
  userEmail: nullable(string()),
  locationId: nullable(integer()),
  locationName: nullable(string()),
  createdAt: dateTime(),
})

const valueGroup = (key: string) =>
  object({ [key]: string(), valueCents: integer(), units: integer() })

export const statsSchema = object({
  currency: string(),
  totalValueCents: integer(),
  totalUnits: integer(),
  products: integer(),
  byVendor: array(valueGroup('vendor')),
  byType: array(valueGroup('type')),
  lowStock: array(
    object({
      id: integer(),
      name: string(),
      model: string(),
      quantity: integer(),
      lowStockThreshold: integer(),
    })
  ),
  allocated: object({ units: integer(), locations: integer() }),
})

export const allocationSchema = object({
  id: integer(),
  locationId: integer(),
  locationName: nullable(string()),
  productId: integer(),
  productName: string(),
  model: string(),
  type: string(),
  vendor: string(),
  quantity: integer(),
  status: oneOfThese(...ALLOCATION_STATUSES),
  serial: nullable(string()),
  mac: nullable(string()),
  note: nullable(string()),
  allocatedAt: dateTime(),
  closedAt: nullable(dateTime()),
})

const deviceRef = object({
  remoteId: string(),
  mac: nullable(string()),
  name: string(),
  model: nullable(string()),
})

export const locationHardwareSchema = object({
  allocations: array(allocationSchema),
  devices: array(
    object({
      remoteId: string(),
      mac: nullable(string()),
      name: string(),
      model: nullable(string()),
      kind: string(),
      state: string(),
      allocated: boolean(),
    })
  ),
  units: array(
    object({
      allocationId: integer(),
      serial: string(),
      mac: nullable(string()),
      model: string(),
      seen: boolean(),
      deviceName: nullable(string()),
      deviceState: nullable(string()),
    })
  ),
  mismatches: object({
    notSeen: {
      ...array(object({ allocationId: integer(), serial: string() })),
      description: 'Allocated units the controller does not see',
    },
    notAllocated: {
      ...array(deviceRef),
      description: 'Devices the controller sees that were not allocated to the venue',
    },
    models: {
      ...array(object({ model: string(), allocated: integer(), seen: integer() })),
      description: 'Hardware without serials: models seen more or less often than allocated',
    },
  }),
})

export const hardwareChangedSchema = object(
  { allocationIds: array(integer()), quantity: integer(), writtenOff: integer() },
  ['allocationIds', 'quantity', 'writtenOff']
)

export const bulkResultSchema = object({
  dryRun: boolean(),
  mode: oneOfThese('add', 'deduct', 'count'),
  lines: integer(),
  products: integer(),
  units: integer(),
})

export const locationProductSchema = object({
  productId: integer(),
  name: string(),
  model: string(),
  type: string(),
  quantity: integer(),
  caasPriceCents: integer(),
  monthlyLicenceCents: integer(),
})

export const exportStartedSchema = object({ status: oneOfThese('started'), id: integer() })
