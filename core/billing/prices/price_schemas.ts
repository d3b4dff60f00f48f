import {
  array,
  boolean,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'

export const stripePriceSchema = object({
  id: string(),
  unit_amount: nullable(integer({ description: 'Cents' })),
  currency: string(),
  interval: nullable(string()),
  lookup_key: nullable(string()),
  nickname: nullable(string()),
  type: oneOfThese('recurring', 'one_time'),
})

export const stripeProductSchema = object({
  id: string(),
  name: string(),
  description: nullable(string()),
  plan: nullable(
    integer({
      description: 'The plan of an Airdeck CaaS product; null for products made in Stripe by hand',
    })
  ),
  prices: array(stripePriceSchema),
})

export const caasPriceSchema = object({
  created: boolean(),
  lookup_key: string(),
  product_id: string(),
  price: stripePriceSchema,
})
