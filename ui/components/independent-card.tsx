import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

/** A card as the server answers it: its data, or its own error while the rest of the page loads. */
export interface CardAnswer<T> {
  data: T | null
  error: { code: string; message: string } | null
}

interface IndependentCardProps<T> {
  title: string
  description?: string
  card: CardAnswer<T> | undefined
  children: (data: T) => ReactNode
}

/** A section of a dashboard whose query may fail on its own: then it says so, and the other cards stay. */
export function IndependentCard<T>({
  title,
  description,
  card,
  children,
}: IndependentCardProps<T>) {
  const { t } = useTranslation('errors')
  return (
    <SectionCard title={title} description={description}>
      {card?.error && (
        <Alert color="red" role="alert">
          {t(`codes.${card.error.code}`, { defaultValue: t('codes.E_GENERIC') })}
        </Alert>
      )}
      {card?.data !== null && card?.data !== undefined && children(card.data)}
    </SectionCard>
  )
}
