import { Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type {
  AttentionData,
  CardAnswer,
  CardId,
  DashboardRole,
  FleetData,
  InvoicesData,
  VenuesData,
  WaitingData,
} from '../api/types'
import { CardFrame, type CardControls } from './card-frame'
import { AttentionCard } from './attention-card'
import { WaitingCard } from './waiting-card'
import { FleetCard } from './fleet-card'
import { VenuesCard } from './venues-card'
import { InvoicesCard } from './invoices-card'

interface DashboardCardProps {
  role: DashboardRole
  answer: { id: CardId; data: unknown; error: CardAnswer<unknown>['error'] } | undefined
  controls: CardControls
  onRetry(): void
}

function body(role: DashboardRole, id: CardId, data: unknown) {
  switch (id) {
    case 'attention':
      return <AttentionCard data={data as AttentionData} role={role} />
    case 'waiting':
      return <WaitingCard data={data as WaitingData} role={role} />
    case 'fleet':
      return <FleetCard data={data as FleetData} />
    case 'venues':
      return <VenuesCard data={data as VenuesData} />
    case 'invoices':
      return <InvoicesCard data={data as InvoicesData} />
  }
}

/** One card of the layout with what the server answered for it (nothing yet right after it was shown again). */
export function DashboardCard({ role, answer, controls, onRetry }: DashboardCardProps) {
  const { t } = useTranslation('dashboard')
  if (!answer) return null
  const data = answer.data as { total?: number } | null
  const count = answer.id === 'attention' || answer.id === 'waiting' ? data?.total : undefined
  return (
    <CardFrame
      title={t(`cards.${answer.id}`)}
      count={count}
      error={answer.error}
      onRetry={onRetry}
      controls={controls}
    >
      {answer.data ? body(role, answer.id, answer.data) : <Loader size="sm" />}
    </CardFrame>
  )
}
