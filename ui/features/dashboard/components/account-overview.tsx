import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { locationHref } from '@/config/paths'
import { useSession } from '@/lib/session/session-store'

const PAYMENT_METHODS: Record<number, string> = { 0: 'notNeeded', 1: 'card', 2: 'sepa' }

/** One fact of the account; `to` makes its value a link (a card that names a venue opens it). */
function Fact({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} fw={600} size="lg">
          {value}
        </Anchor>
      ) : (
        <Text fw={600} size="lg">
          {value}
        </Text>
      )}
    </Paper>
  )
}

/** What the session says about the user's access: role, default location and billing state. */
export function AccountOverview() {
  const { t } = useTranslation('dashboard')
  const user = useSession((session) => session.user)
  const customer = useSession((session) => session.customer)
  const location = useSession((session) => session.location)
  const roles = [user.isAdmin && 'admin', user.isPartner && 'partner'].filter(Boolean) as string[]
  const paymentMethod = customer?.paymentMethod ?? location?.paymentMethod ?? null

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={2} fz="h4">
          {t('access.title')}
        </Title>
        {(roles.length ? roles : ['member']).map((role) => (
          <Badge key={role} variant="light">
            {t(`roles.${role}`)}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact
          label={t('access.location')}
          value={location?.name ?? t('access.none')}
          to={location ? locationHref(location.id) : undefined}
        />
        <Fact
          label={t('access.billing')}
          value={t(
            `payment.${paymentMethod === null ? 'missing' : (PAYMENT_METHODS[paymentMethod] ?? 'missing')}`
          )}
        />
        <Fact label={t('access.twoFactor')} value={t(user.twoFa ? 'access.on' : 'access.off')} />
      </SimpleGrid>
    </Stack>
  )
}
