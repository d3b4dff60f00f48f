import { Badge, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { AccountSummary, ManagedUser } from '../api/types'

const KIND_COLORS: Record<AccountSummary['kind'], string> = {
  admin: 'red',
  installer: 'orange',
  hunter: 'violet',
  demo_customer: 'gray',
  partner_member: 'indigo',
  customer_user: 'teal',
  none: 'gray',
}

/** The Role column: the kind of account, and the job title the user's managers gave them. */
export function RoleCell({ user }: { user: Pick<ManagedUser, 'role' | 'account'> }) {
  const { t } = useTranslation('users')
  return (
    <Stack gap={2} align="flex-start">
      {user.account && (
        <Badge
          variant="light"
          color={KIND_COLORS[user.account.kind]}
          styles={{ label: { overflow: 'visible', whiteSpace: 'normal' } }}
        >
          {t(`roles.${user.account.kind}`)}
        </Badge>
      )}
      {user.role && <Text size="sm">{user.role}</Text>}
    </Stack>
  )
}

/** What the role grants without per-object grants: every venue, the partner's customers, sales… ("No access" only when nothing). */
export function reachText(t: TFunction, account: AccountSummary | undefined): string {
  if (!account) return t('access.none')
  if (account.kind === 'admin') return t('reach.everything')
  if (account.kind === 'installer') return t('reach.installer')
  const parts: string[] = []
  if (account.partner) parts.push(t('reach.partner', { name: account.partner.name }))
  if (account.kind === 'hunter') parts.push(t('reach.sales'))
  const { groups, customers, locations } = account.reach
  if (groups) parts.push(t('reach.groups', { count: groups }))
  if (customers) parts.push(t('reach.customers', { count: customers }))
  if (locations) parts.push(t('reach.locations', { count: locations }))
  return parts.length ? parts.join(' · ') : t('access.none')
}
