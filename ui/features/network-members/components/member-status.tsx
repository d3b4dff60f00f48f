import { Badge, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { NetworkMember } from '../api/types'

/** Whether the node may use the network, and whether it was heard from lately. */
export function MemberStatus({ member }: { member: NetworkMember }) {
  const { t } = useTranslation('members')
  const access = member.pending ? 'pending' : member.authorized ? 'authorized' : 'deauthorized'
  const colors = { pending: 'yellow', authorized: 'teal', deauthorized: 'gray' } as const
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={colors[access]} variant="light">
        {t(`status.${access}`)}
      </Badge>
      <Badge color={member.online ? 'teal' : 'gray'} variant="dot">
        {t(member.online ? 'online.online' : 'online.offline')}
      </Badge>
    </Group>
  )
}
