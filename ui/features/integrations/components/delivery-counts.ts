import type { TFunction } from 'i18next'

interface Deliveries {
  delivered: number
  pending: number
  failed: number
  rejected: number
}

/** "3 delivered · 0 waiting · 1 failed · 0 refused", each number with its own plural form. */
export function deliveryCounts(t: TFunction<'integrations'>, deliveries: Deliveries) {
  return t('integrations:card.deliveries', {
    delivered: t('integrations:card.delivered', { count: deliveries.delivered }),
    pending: t('integrations:card.pending', { count: deliveries.pending }),
    failed: t('integrations:card.failed', { count: deliveries.failed }),
    rejected: t('integrations:card.rejected', { count: deliveries.rejected }),
  })
}
