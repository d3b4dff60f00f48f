import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

/** A plugin's own form: checked again by the plugin's validator, which gives the field errors. */
const pluginForm = vine.record(vine.any()).optional()

/** Connect (or give a new key to) a portal's integration: the settings form and, optionally, the options at once. */
export const connectIntegrationValidator = vine.create({
  settings: vine.record(vine.any()),
  options: pluginForm,
})

/** Change the options (e.g. the audience) or pause/resume the integration. */
export const updateIntegrationValidator = vine.create({
  options: pluginForm,
  active: vine.boolean().optional(),
})

export const activityQueryValidator = vine.create({
  page: listQuery.page,
  perPage: listQuery.perPage,
  /** Only failed attempts. */
  failed: vine.boolean().optional(),
})

/** Spec §7 `GET /integrations/mailchimp/audiences`: with a key typed in the form, or the venue's saved connection. */
export const audiencesQueryValidator = vine.create({
  location: vine.number().withoutDecimals().range([1, 2_147_483_647]),
  apiKey: vine.string().trim().maxLength(100).optional(),
})

export const overviewQueryValidator = vine.create({
  page: listQuery.page,
  perPage: listQuery.perPage,
  q: listQuery.q,
  /** Only connections that need attention: a refused key or failing deliveries. */
  problems: vine.boolean().optional(),
})
