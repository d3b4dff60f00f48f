import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLORS: Record<string, string> = {
  unused: 'teal',
  partly_used: 'blue',
  used_up: 'gray',
  expired: 'gray',
  revoked: 'red',
  authorized: 'teal',
  pending: 'yellow',
  failed: 'orange',
}

/** A voucher's or an allow-listed device's state; `kind` picks the translations. */
export function StateBadge({ kind, state }: { kind: 'voucher' | 'device'; state: string }) {
  const { t } = useTranslation('guestAccess')
  return (
    // The light tint carries the colour; the text stays dark enough for WCAG AA (as the other badges do).
    <Badge
      color={COLORS[state] ?? 'gray'}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {t(`${kind}States.${state}`)}
    </Badge>
  )
}
