import type { JSONSchema7 } from 'json-schema'
import {
  array,
  dateTime,
  integer,
  nullable,
  number,
  object,
  string,
} from '#kernel/http/contract/schemas'
import { cardOf } from '#kernel/cards/card_schema'

const cents = (description: string) => integer({ description: `${description}, euro cents` })

const revenueSchema = object({
  currency: string(),
  year: integer(),
  year_to_date: cents('Invoiced this year before VAT (finalized invoices: open or paid)'),
  current_month: cents('Invoiced this month'),
  per_day: cents('Average per day of this month so far'),
  last_month: cents('Invoiced last month'),
  target: nullable(cents("The year's target (null: not set)")),
  to_complete: nullable(cents('Still to invoice to reach the target')),
  progress: nullable(number()),
})

const mrrSchema = object({
  currency: string(),
  mrr: cents('Monthly recurring revenue now (active and past-due subscriptions)'),
  trend: array(
    object({
      month: string({ description: 'YYYY-MM' }),
      mrr: cents('MRR at the end of the month'),
      new_mrr: cents('MRR of subscriptions that started in the month'),
      churned_mrr: cents('MRR of subscriptions that stopped in the month'),
    })
  ),
})

export const financialsSchema: JSONSchema7 = {
  ...object({ generated_at: dateTime(), revenue: cardOf(revenueSchema), mrr: cardOf(mrrSchema) }),
  description: 'Financials (Europe/Brussels months); each card carries its data or its own error',
}

export const financialTargetSchema = object({ year: integer(), amount: cents('The target') })
