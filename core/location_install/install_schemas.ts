import {
  anyObject,
  array,
  boolean,
  integer,
  nullable,
  object,
  string,
} from '#kernel/http/contract/schemas'

export const installViewSchema = object({
  locationId: integer(),
  status: string(),
  finishable: boolean(),
  installers: array(object({ id: integer(), name: string() })),
  products: array(
    object({
      id: integer(),
      name: string(),
      type: string(),
      model: string(),
      quantity: integer(),
      serialized: boolean(),
    })
  ),
  finished: nullable(anyObject('The finish: installer, who finished, when, the hardware taken')),
})

export const installChecksSchema = object({
  installation: anyObject(
    'result (ok, failed, unreadable), reason, fix (controller, configuration), devices with their result and reported IP'
  ),
  billing: anyObject(
    'result (ok, failed), kind (b2b, b2c), reason, fix (subscription, payment_method)'
  ),
})
