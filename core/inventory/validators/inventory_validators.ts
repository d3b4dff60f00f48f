import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import {
  ALLOCATION_STATUSES,
  MANUAL_REASONS,
  MAX_QUANTITY,
  PRODUCT_TYPES,
  PRODUCT_VENDORS,
  STOCK_REASONS,
} from '#core/inventory/product_catalog'

const id = () => vine.number().withoutDecimals().range([1, 2_147_483_647])
const note = () =>
  vine
    .string()
    .trim()
    .maxLength(500)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/)
    .nullable()
    .optional()
export const MAC_PATTERN = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/
export const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/
const units = () =>
  vine
    .array(
      vine.object({
        serial: vine.string().trim().regex(SERIAL_PATTERN),
        mac: vine.string().trim().regex(MAC_PATTERN).nullable().optional(),
      })
    )
    .maxLength(1000)
    .optional()

/** GET /inventory: the stock per product, filterable. */
export const listInventoryValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  type: vine.enum(PRODUCT_TYPES).optional(),
  vendor: vine.enum(PRODUCT_VENDORS).optional(),
  lowStock: vine.boolean().optional(),
})

/** POST /inventory: add (positive) or deduct (negative) stock of one product, with a reason; serials for serialized products. */
export const stockChangeValidator = vine.create({
  productId: id(),
  change: vine.number().withoutDecimals().range([-MAX_QUANTITY, MAX_QUANTITY]),
  reason: vine.enum(MANUAL_REASONS),
  note: note(),
  units: units(),
})

/** PATCH /inventory/{id}: a count (the quantity now on the shelf) and/or the low-stock threshold. */
export const updateStockValidator = vine.create({
  quantity: vine.number().withoutDecimals().range([0, MAX_QUANTITY]).optional(),
  lowStockThreshold: vine.number().withoutDecimals().range([0, MAX_QUANTITY]).optional(),
  note: note(),
})

export const listLogsValidator = vine.create({
  ...listQuery,
  productId: id().optional(),
  locationId: id().optional(),
  reason: vine.enum(STOCK_REASONS).optional(),
})

export const bulkQueryValidator = vine.create({
  dryRun: vine.boolean().optional(),
  /** add: quantities are added; deduct: taken out; count: each line is the counted quantity of its product. */
  mode: vine.enum(['add', 'deduct', 'count'] as const).optional(),
  reason: vine.enum(MANUAL_REASONS).optional(),
})

export const listAllocatedValidator = vine.create({
  ...listQuery,
  status: vine.enum(ALLOCATION_STATUSES).optional(),
  locationId: id().optional(),
})

/** PATCH /locations/{id}/hardware: allocate stock to the venue, or close an allocation (return, lost, broken). */
export const hardwareChangeValidator = vine.create({
  action: vine.enum(['allocate', 'return', 'lost', 'broken'] as const),
  /** Allocate: the product by id, or by its model ("product model not found" when none has it). */
  productId: id()
    .optional()
    .requiredWhen((field) => field.parent.action === 'allocate' && !field.parent.model),
  model: vine.string().trim().minLength(1).maxLength(120).optional(),
  quantity: vine.number().withoutDecimals().range([1, 10_000]).optional(),
  serials: vine
    .array(vine.string().trim().regex(SERIAL_PATTERN))
    .minLength(1)
    .maxLength(500)
    .optional(),
  allocationId: id().optional().requiredWhen('action', '!=', 'allocate'),
  note: note(),
})

/** POST /inventory/export and /inventory/allocated/export: who gets the file, in which format. */
export const exportValidator = vine.create({
  email: vine.string().trim().maxLength(254).email(),
  format: vine.enum(['csv', 'xlsx'] as const).optional(),
})
