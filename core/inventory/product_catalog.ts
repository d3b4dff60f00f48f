/** The kinds of product the warehouse keeps (spec §3 Inventory product `type`). */
export const PRODUCT_TYPES = [
  'gateway',
  'router',
  'access_point',
  'switch',
  'modem',
  'sim',
  'licence',
  'enclosure',
  'accessory',
  'other',
] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** Product vendors: the controller vendors of the platform (spec §3 Controller), or another brand. */
export const PRODUCT_VENDORS = ['unifi', 'omada', 'peplink', 'zerotier', 'other'] as const
export type ProductVendor = (typeof PRODUCT_VENDORS)[number]

/** Why stock changed; every change in the log carries one. */
export const STOCK_REASONS = [
  'delivery',
  'count',
  'sale',
  'correction',
  'damaged',
  'allocation',
  'return',
  'lost',
  'broken',
  'import',
] as const
export type StockReason = (typeof STOCK_REASONS)[number]
/** The reasons a person may give for a manual change; the others are set by allocations and imports. */
export const MANUAL_REASONS = ['delivery', 'count', 'sale', 'correction', 'damaged'] as const

export const ALLOCATION_STATUSES = ['allocated', 'returned', 'lost', 'broken'] as const
export type AllocationStatus = (typeof ALLOCATION_STATUSES)[number]

/** Prices are whole cents; a million euros per unit is far beyond any product we sell. */
export const MAX_PRICE_CENTS = 100_000_000
export const MAX_QUANTITY = 1_000_000
