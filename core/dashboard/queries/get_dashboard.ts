import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { UserAccess } from '#core/access/services/user_access'
import {
  cardsOf,
  dashboardRole,
  type DashboardCard,
  type DashboardRole,
} from '#core/dashboard/dashboard_cards'
import { dashboardLayout } from '#core/dashboard/queries/dashboard_layout'
import { visibleVenuesSql, type SqlPart } from '#core/dashboard/queries/visible_venues'
import { attentionCard } from '#core/dashboard/queries/attention_card'
import { waitingCard } from '#core/dashboard/queries/waiting_card'
import { fleetCard } from '#core/dashboard/queries/fleet_card'
import { venuesCard } from '#core/dashboard/queries/venues_card'
import { invoicesCard } from '#core/dashboard/queries/invoices_card'

interface CardInput {
  access: UserAccess
  visible: SqlPart
}

/** How each card is computed; one statement each. A seam the tests use to make one card fail. */
export const CARD_LOADERS: Record<DashboardCard, (input: CardInput) => Promise<unknown>> = {
  attention: ({ visible, access }) => attentionCard(visible, access.isAdmin),
  waiting: ({ visible, access }) => waitingCard(visible, access),
  fleet: ({ visible, access }) => fleetCard(visible, access.isAdmin),
  venues: ({ visible }) => venuesCard(visible),
  invoices: ({ access }) => invoicesCard(access),
}

export type CardResult =
  | { id: DashboardCard; data: unknown; error: null }
  | { id: DashboardCard; data: null; error: { code: string } }

/** What to do first when there is nothing to run yet (issue 25 item 5); null once there is. */
export type FirstRun = 'admin_empty' | 'partner_empty' | 'no_venues' | 'customer_to_deploy'

async function firstRun(role: DashboardRole, visible: SqlPart): Promise<FirstRun | null> {
  const result = await db.rawQuery(
    `with visible as not materialized (${visible.sql})
     select count(*) as total, count(*) filter (where status = 'to_deploy') as to_deploy from visible`,
    visible.bindings
  )
  const total = Number(result.rows[0].total)
  const toDeploy = Number(result.rows[0].to_deploy)
  if (total === 0)
    return role === 'admin' ? 'admin_empty' : role === 'partner' ? 'partner_empty' : 'no_venues'
  if (role === 'customer' && toDeploy === total) return 'customer_to_deploy'
  return null
}

/**
 * The dashboard of the caller's role: the layout, and every card that is not hidden, each computed on its own so
 * that a card whose query fails answers its own error while the others stand.
 */
export async function getDashboard(access: UserAccess) {
  const role = dashboardRole(access)
  const layout = await dashboardLayout(access.user.id, role)
  const visible = visibleVenuesSql(access, layout.venueFilter)
  const shown = layout.cards.filter((card) => !card.hidden && cardsOf(role).includes(card.id))
  const [start, ...cards] = await Promise.all([
    firstRun(role, visibleVenuesSql(access, null)).catch(() => null),
    ...shown.map(async ({ id }): Promise<CardResult> => {
      try {
        return { id, data: await CARD_LOADERS[id]({ access, visible }), error: null }
      } catch (error) {
        logger.error({ err: error, card: id, userId: access.user.id }, 'dashboard card failed')
        return { id, data: null, error: { code: 'E_DASHBOARD_CARD_FAILED' } }
      }
    }),
  ])
  return { role, layout, firstRun: start, cards }
}
