import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  page,
  string,
} from '#kernel/http/contract/schemas'
import { VOUCHER_STATES } from '#core/portal/vouchers/transformers/voucher_transformer'

const batchFields = {
  id: integer(),
  name: string(),
  durationMinutes: {
    ...integer(),
    description: 'Minutes of internet one sign-in with a code gives',
  },
  maxUses: { ...integer(), description: 'Sign-ins one code allows' },
  expiresAt: {
    ...nullable(dateTime()),
    description:
      "After this the codes no longer work (the end of the chosen day in the venue's time zone)",
  },
  expired: boolean(),
  createdAt: dateTime(),
  codes: integer(),
  available: {
    ...integer(),
    description: 'Codes that still let a guest in: not revoked, not used up, not expired',
  },
  used: { ...integer(), description: 'Codes used at least once' },
  revoked: integer(),
}

export const voucherBatchSchema = object(batchFields)

export const voucherBatchListSchema = page(voucherBatchSchema)

export const voucherBatchDetailSchema = object({
  ...batchFields,
  vouchers: array(
    object({
      code: string(),
      uses: integer(),
      state: oneOfThese(...VOUCHER_STATES),
      revokedAt: nullable(dateTime()),
    })
  ),
})
