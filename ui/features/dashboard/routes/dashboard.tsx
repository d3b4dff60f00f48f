import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { ApiError } from '@/lib/api/api-error'
import { saveDashboardLayout, useDashboard } from '../api/dashboard'
import type { CardId, DashboardLayout } from '../api/types'
import { FirstRunSteps } from '../components/first-run'
import { VenueFilter } from '../components/venue-filter'
import { DashboardCard } from '../components/dashboard-card'

type Placement = DashboardLayout['cards'][number]

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const firstname = useSession((session) => session.user.firstname)
  // A demo account changes nothing on the server (403 E_DEMO_READ_ONLY): its layout changes stay in this tab.
  const readOnly = useSession((session) => session.user.accountRole === 'demo_customer')
  const { data, error, mutate } = useDashboard()

  async function store(cards: Placement[], venueFilter = data!.layout.venueFilter) {
    await mutate(
      { ...data!, layout: { ...data!.layout, cards, venueFilter } },
      { revalidate: false }
    )
    if (readOnly) return
    try {
      await saveDashboardLayout({ cards, venueFilter })
    } catch (failure) {
      // A refusal (422) is not handled by the client's global handling: say it here, then show what is stored.
      if (failure instanceof ApiError && !failure.handled) toast('error', failure.message)
      await mutate()
    }
  }

  const heading = (
    <div>
      <Title order={1} fz="h2">
        {t('welcome', { name: firstname })}
      </Title>
      <Text c="dimmed">{t(`subtitle.${data?.role ?? 'loading'}`)}</Text>
    </div>
  )
  if (!data)
    return (
      <Stack gap="xl">
        {heading}
        {error ? (
          <Alert color="red" title={t('cardError')}>
            <Button size="xs" variant="light" onClick={() => void mutate()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label={t('loading')} />
        )}
      </Stack>
    )

  const placements = data.layout.cards
  const shown = placements.filter((card) => !card.hidden)
  const hidden = placements.filter((card) => card.hidden)
  const change = (id: CardId, patch: Partial<Placement>) =>
    void store(placements.map((card) => (card.id === id ? { ...card, ...patch } : card)))
  const move = (id: CardId, step: -1 | 1) => {
    const order = shown.map((card) => card.id)
    const at = order.indexOf(id)
    const other = order[at + step]
    if (other === undefined) return
    order[at + step] = id
    order[at] = other
    void store([
      ...order.map((cardId) => placements.find((card) => card.id === cardId)!),
      ...hidden,
    ])
  }

  return (
    <Stack gap="lg">
      {heading}
      {data.firstRun && <FirstRunSteps kind={data.firstRun} />}
      {data.role !== 'customer' && (
        <VenueFilter
          value={data.layout.venueFilter}
          onChange={(filter) => void store(placements, filter)}
        />
      )}
      {shown.map((placement, index) => (
        <DashboardCard
          key={placement.id}
          role={data.role}
          answer={data.cards.find((card) => card.id === placement.id)}
          onRetry={() => void mutate()}
          controls={{
            collapsed: placement.collapsed,
            first: index === 0,
            last: index === shown.length - 1,
            onToggle: () => change(placement.id, { collapsed: !placement.collapsed }),
            onMove: (step) => move(placement.id, step),
            onHide: () => change(placement.id, { hidden: true }),
          }}
        />
      ))}
      {hidden.length > 0 && (
        <Group gap="xs" aria-label={t('layout.hidden')}>
          <Text size="sm" c="dimmed">
            {t('layout.hidden')}
          </Text>
          {hidden.map((card) => (
            <Button
              key={card.id}
              size="xs"
              variant="default"
              onClick={() => change(card.id, { hidden: false })}
            >
              {t('layout.show', { card: t(`cards.${card.id}`) })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  )
}
