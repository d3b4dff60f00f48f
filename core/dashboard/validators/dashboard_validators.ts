import vine from '@vinejs/vine'
import { DASHBOARD_CARDS } from '#core/dashboard/dashboard_cards'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)

/**
 * A layout as the dashboard saves it: the cards in their order, each hidden or collapsed, and the default venue
 * filter. `userId`, when sent, must be the caller's own (a layout is never written for someone else).
 */
export const dashboardLayoutValidator = vine.create({
  userId: id().optional(),
  cards: vine
    .array(
      vine.object({
        id: vine.enum(DASHBOARD_CARDS),
        hidden: vine.boolean().optional(),
        collapsed: vine.boolean().optional(),
      })
    )
    .maxLength(DASHBOARD_CARDS.length),
  venueFilter: vine
    .object({ type: vine.enum(['customer', 'group'] as const), id: id() })
    .nullable()
    .optional(),
})
