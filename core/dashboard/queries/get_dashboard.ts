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
import { invitationsWhere, waitingCard } from '#core/dashboard/queries/waiting_card'
import { fleetCard } from '#core/dashboard/queries/fleet_card'
import { venuesCard } from '#core/dashboard/queries/venues_card'
import { invoiceCustomersSql, invoicesCard } from '#core/dashboard/queries/invoices_card'
import { scopeKey, sharedRead } from '#core/dashboard/queries/scope_cache'
import { accessCache } from '#core/access/services/access_cache'
import { readStamp } from '#core/access/services/access_stamps'
import { publicUrl } from '#kernel/http/public_url'

/**
 * Everything a card's statement depends on besides the stored data, derived from the caller: the venues they see
 * (grants and venue filter as SQL), whether they are an admin, the invitations and the invoices' customers they may
 * read. The loaders get this and not the caller, so nothing per user slips into an answer that is shared.
 */
export interface CardScope {
  visible: SqlPart
  admin: boolean
  invitations: SqlPart
  invoiceCustomers: SqlPart
}

/** How each card is computed; one statement each. A seam the tests use to make one card fail. */
export const CARD_LOADERS: Record<DashboardCard, (scope: CardScope) => Promise<unknown>> = {
  attention: ({ visible, admin }) => attentionCard(visible, admin),
  waiting: ({ visible, invitations }) => waitingCard(visible, invitations),
  fleet: ({ visible, admin }) => fleetCard(visible, admin),
  venues: ({ visible }) => venuesCard(visible),
  invoices: ({ invoiceCustomers }) => invoicesCard(invoiceCustomers),
}

/** The parts of the scope each loader reads: callers with equal parts share one computation of the card. */
const CARD_SCOPE: Record<DashboardCard, (scope: CardScope) => unknown> = {
  attention: ({ visible, admin }) => [visible, admin],
  waiting: ({ visible, invitations }) => [visible, invitations],
  fleet: ({ visible, admin }) => [visible, admin],
  // Its status page links carry the public address, which follows the request's host when APP_URL is unset.
  venues: ({ visible }) => [visible, publicUrl()],
  invoices: ({ invoiceCustomers }) => [invoiceCustomers],
}

/** A card's answer, its data also as JSON text: a shared answer is serialised once per scope, not per request. */
export type CardResult =
  | { id: DashboardCard; data: unknown; json: string; error: null }
  | { id: DashboardCard; data: null; json: null; error: { code: string } }

interface SharedCard {
  data: unknown
  json: string
}

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

/** What one user's dashboard reads besides the stored data: their layout, the scope of each card and its key. */
interface DashboardPlan {
  role: DashboardRole
  layout: Awaited<ReturnType<typeof dashboardLayout>>
  firstRun: { key: string; visible: SqlPart }
  cards: { id: DashboardCard; key: string; scope: CardScope }[]
}

/**
 * Per user and process while the user's access stamps hold (access_cache.ts): a grant, the user's row or a saved
 * layout (save_dashboard_layout.ts renews the stamp) makes it a miss. Spares each request the layout's round trip
 * and building and hashing the cards' SQL.
 */
const cachedPlans = accessCache<DashboardPlan>()

async function planOf(access: UserAccess): Promise<DashboardPlan> {
  const role = dashboardRole(access)
  const stamp = await readStamp(access.user.id)
  // The venues card's key holds the public address (CARD_SCOPE), so a plan is kept per address too.
  const variant = `${role} ${publicUrl()}`
  const known = cachedPlans.get(access.user.id, stamp, variant)
  if (known) return known
  const layout = await dashboardLayout(access.user.id, role)
  const scope: CardScope = {
    visible: visibleVenuesSql(access, layout.venueFilter),
    admin: access.isAdmin,
    invitations: invitationsWhere(access),
    invoiceCustomers: invoiceCustomersSql(access),
  }
  const unfiltered = visibleVenuesSql(access, null)
  const plan: DashboardPlan = {
    role,
    layout,
    firstRun: { key: scopeKey('first_run', [role, unfiltered]), visible: unfiltered },
    cards: layout.cards
      .filter((card) => !card.hidden && cardsOf(role).includes(card.id))
      .map(({ id }) => ({ id, key: scopeKey(id, CARD_SCOPE[id](scope)), scope })),
  }
  cachedPlans.set(access.user.id, stamp, variant, plan)
  return plan
}

/**
 * The dashboard of the caller's role: the user's own layout, and every card that is not hidden, each computed on its
 * own so that a card whose query fails answers its own error while the others stand. Cards (and the first-run hint)
 * are computed once per scope and shared for DASHBOARD_CACHE_MS (scope_cache.ts), with their JSON.
 */
export async function getDashboard(access: UserAccess) {
  const { role, layout, firstRun: start, cards: planned } = await planOf(access)
  const [firstRunHint, ...cards] = await Promise.all([
    sharedRead(start.key, () => firstRun(role, start.visible)).catch(() => null),
    ...planned.map(async ({ id, key, scope }): Promise<CardResult> => {
      try {
        const { data, json } = await sharedRead(key, async (): Promise<SharedCard> => {
          const computed = await CARD_LOADERS[id](scope)
          return { data: computed, json: JSON.stringify(computed) }
        })
        return { id, data, json, error: null }
      } catch (error) {
        logger.error({ err: error, card: id, userId: access.user.id }, 'dashboard card failed')
        return { id, data: null, json: null, error: { code: 'E_DASHBOARD_CARD_FAILED' } }
      }
    }),
  ])
  return { role, layout, firstRun: firstRunHint, cards }
}
