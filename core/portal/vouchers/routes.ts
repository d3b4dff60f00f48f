import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds } from '#kernel/http/contract/route_access'
import { NO_CONTENT, PDF, created, json } from '#kernel/http/contract/schemas'
import {
  createVoucherBatchValidator,
  listVoucherBatchesValidator,
  voucherSheetValidator,
} from '#core/portal/vouchers/validators/voucher_validators'
import {
  voucherBatchDetailSchema,
  voucherBatchListSchema,
} from '#core/portal/vouchers/voucher_schemas'

const Vouchers = () => import('#core/portal/vouchers/controllers/vouchers_controller')

const read = holds('portal_read', 'location')
const update = holds('portal_update', 'location')
const api = apiRoutes('Portal vouchers')

/** Voucher batches of a venue's guest portal (issue 12): a guest may type a code instead of filling in the form. */
export function voucherRoutes() {
  const at = (path = '') => `/locations/:id/portal/vouchers${path}`
  api.get(at(), [Vouchers, 'index'], {
    access: read,
    summary: "Voucher batches of the venue's portal, newest first, with how their codes stand",
    query: listVoucherBatchesValidator,
    response: json(voucherBatchListSchema),
  })
  api.post(at(), [Vouchers, 'store'], {
    access: update,
    idempotent: true,
    summary:
      "Make a batch of 1–1000 codes (8 characters without 0/O/1/I, unique in the portal): minutes of internet per sign-in, sign-ins per code (default 1), optional last day (`expiresOn`, the venue's time zone)",
    body: createVoucherBatchValidator,
    response: created(voucherBatchDetailSchema),
  })
  api.get(at('/:batchId'), [Vouchers, 'show'], {
    access: read,
    summary: 'A batch with every code, its uses and state',
    response: json(voucherBatchDetailSchema),
  })
  api.delete(at('/:batchId'), [Vouchers, 'revokeUnused'], {
    access: update,
    summary: 'Revoke every code of the batch that was never used (used codes stay)',
    response: json(voucherBatchDetailSchema),
  })
  api.delete(at('/:batchId/codes/:code'), [Vouchers, 'revokeOne'], {
    access: update,
    textParams: ['code'],
    summary: 'Revoke one code, used or not',
    response: NO_CONTENT,
  })
  api.get(at('/:batchId/pdf'), [Vouchers, 'sheet'], {
    access: read,
    summary:
      "The codes that still work as a printable A4 sheet of cut-out cards (venue, guest WiFi, code, duration, expiry); `lang` or the customer's language",
    query: voucherSheetValidator,
    response: PDF,
  })
}
