import vine from '@vinejs/vine'

/** PUT /admin/financials/target: the revenue target of a year, in euro cents (at most a billion euro). */
export const financialTargetValidator = vine.compile(
  vine.object({
    year: vine.number().withoutDecimals().range([2000, 2100]),
    amount: vine.number().withoutDecimals().range([0, 100_000_000_000]),
  })
)
