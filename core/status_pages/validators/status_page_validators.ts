import vine from '@vinejs/vine'
import { PUBLIC_LANGUAGES } from '#core/public_pages/public_language'
import { contactValueProblem } from '#core/status_pages/contact_buttons'
import {
  BUTTON_KINDS,
  HEADLINE_STATES,
  MAX_BUTTONS,
  type ButtonKind,
} from '#core/status_pages/status_page_config'

const SUBJECTS = ['location', 'customer', 'group'] as const

/** Empty texts are allowed: they mean "the standard wording". */
const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()
const perLanguage = <T extends ReturnType<typeof text> | ReturnType<typeof headlineTexts>>(
  value: () => T
) =>
  vine.object(
    Object.fromEntries(PUBLIC_LANGUAGES.map((language) => [language, value()])) as Record<
      (typeof PUBLIC_LANGUAGES)[number],
      T
    >
  )
const headlineTexts = () =>
  vine
    .object(
      Object.fromEntries(HEADLINE_STATES.map((state) => [state, text(120)])) as Record<
        (typeof HEADLINE_STATES)[number],
        ReturnType<typeof text>
      >
    )
    .optional()
const ids = () =>
  vine
    .array(vine.number().withoutDecimals().range([1, 2_147_483_647]))
    .maxLength(500)
    .distinct()
    .optional()

/** A phone number, e-mail address or web address, as the button's kind needs (checked against its sibling `kind`). */
const contactValue = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const kind = field.parent?.kind as ButtonKind
  if (!BUTTON_KINDS.includes(kind)) return
  const problem = contactValueProblem(kind, value)
  if (problem) field.report(`Enter a valid ${problem}`, problem, field)
})

const button = vine.object({
  kind: vine.enum(BUTTON_KINDS),
  value: vine.string().trim().minLength(1).maxLength(300).use(contactValue()),
  label: perLanguage(() => text(60)).optional(),
})
const buttons = vine.array(button).maxLength(MAX_BUTTONS)

/** PUT /rest/status-pages/{type}/{id}: the whole draft (and POST …/preview: a draft to render unsaved). */
export const statusPageDraftValidator = vine.compile(
  vine.object({
    headlines: perLanguage(headlineTexts).optional(),
    notice: perLanguage(() => text(500)).optional(),
    hidden_device_group_ids: ids(),
    hidden_location_ids: ids(),
    buttons: buttons.optional(),
    show_logo: vine.boolean().optional(),
  })
)

/** The `type` and `id` of /rest/locations/status_buttons (spec §7). */
export const statusButtonsQueryValidator = vine.compile(
  vine.object({
    type: vine.enum(SUBJECTS),
    id: vine.number().withoutDecimals().range([1, 2_147_483_647]),
  })
)

export const statusButtonsValidator = vine.compile(vine.object({ buttons }))

export const statusLanguageQueryValidator = vine.compile(
  vine.object({ lang: vine.enum(PUBLIC_LANGUAGES).optional() })
)
