import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'

/** One card of a dashboard: its data, or the error that kept it from loading (the other cards still load). */
export type Card<T> =
  { data: T; error: null } | { data: null; error: { code: string; message: string } }

/**
 * Computes every card; a card whose query fails answers its own translated error (E_CARD_FAILED),
 * logged with the request id, instead of failing the whole page.
 */
export async function independentCards<T extends Record<string, () => Promise<unknown>>>(
  ctx: HttpContext | null,
  loaders: T
): Promise<{ [K in keyof T]: Card<Awaited<ReturnType<T[K]>>> }> {
  const names = Object.keys(loaders) as Array<keyof T>
  // One after the other: the embedded database has one connection, and a transaction takes one query at a time.
  const settled: PromiseSettledResult<unknown>[] = []
  for (const name of names) {
    try {
      settled.push({ status: 'fulfilled', value: await loaders[name]() })
    } catch (reason) {
      settled.push({ status: 'rejected', reason })
    }
  }
  const i18n = ctx?.i18n ?? i18nManager.locale(i18nManager.defaultLocale)
  const cards = {} as { [K in keyof T]: Card<Awaited<ReturnType<T[K]>>> }
  settled.forEach((outcome, index) => {
    const name = names[index]
    if (outcome.status === 'fulfilled') {
      cards[name] = { data: outcome.value as Awaited<ReturnType<T[typeof name]>>, error: null }
      return
    }
    logger.error(
      { err: outcome.reason, card: String(name), requestId: ctx?.request.id() },
      'a dashboard card failed'
    )
    cards[name] = {
      data: null,
      error: { code: 'E_CARD_FAILED', message: i18n.t('errors.E_CARD_FAILED') },
    }
  })
  return cards
}
