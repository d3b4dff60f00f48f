import {
  anyObject,
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
import { CONNECTION_STATES } from '#core/integrations/models/integration_connection'

const plugin = object({
  id: string(),
  name: string(),
  scope: oneOfThese('portal', 'partner'),
  capabilities: array(string()),
  settingsSchema: anyObject('The connect form as JSON Schema (secret fields are writeOnly)'),
  optionsSchema: nullable(anyObject('The options form as JSON Schema')),
})

const counts = object({
  pending: { ...integer(), description: 'Deliveries waiting (first try or a retry)' },
  failed: {
    ...integer(),
    description: 'Deliveries given up after the last retry (can be retried by hand)',
  },
  rejected: { ...integer(), description: 'Deliveries the service refused for good' },
  delivered: integer(),
})

export const connectionFields = {
  id: integer(),
  pluginId: string(),
  state: oneOfThese(...CONNECTION_STATES),
  account: nullable(string()),
  options: anyObject('The chosen options, e.g. { audienceId, tags }'),
  /** The settings without their secret fields; secrets are never returned. */
  settings: anyObject('The settings without secret fields'),
  secretsSet: array(string({ description: 'Names of the secret settings that hold a value' })),
  lastError: nullable(string()),
  lastErrorAt: nullable(dateTime()),
  lastSuccessAt: nullable(dateTime()),
  createdAt: dateTime(),
  deliveries: counts,
}
export const connectionSchema = object(connectionFields)

export const integrationListSchema = object({
  data: array(object({ plugin, connection: nullable(connectionSchema) })),
})

const attemptFields = {
  id: integer(),
  action: oneOfThese('sync', 'forget', 'test', 'connect'),
  event: nullable(string()),
  ok: boolean(),
  message: string(),
  durationMs: integer(),
  createdAt: dateTime(),
}
export const attemptSchema = object(attemptFields)
export const activityPageSchema = page(attemptSchema)

export const choicesSchema = object({
  choices: anyObject('Per options field, the values to pick from: [{ value, label }]'),
})

export const audiencesSchema = object({
  data: array(object({ id: string(), name: string(), memberCount: nullable(integer()) })),
})

export const retriedSchema = object({ retried: integer() })

export const overviewSchema = object({
  integrations: array(
    object({
      id: string(),
      name: string(),
      scope: oneOfThese('portal', 'partner'),
      capabilities: array(string()),
      connections: integer(),
      needsCredentials: integer(),
      failing: integer(),
    })
  ),
  connections: page(
    object({
      ...connectionFields,
      location: object({ id: integer(), name: string() }),
      customer: object({ id: integer(), name: string() }),
      pluginName: string(),
    })
  ),
})

export const recentActivitySchema = page(
  object({
    ...attemptFields,
    connectionId: integer(),
    pluginId: string(),
    location: object({ id: integer(), name: string() }),
  })
)
