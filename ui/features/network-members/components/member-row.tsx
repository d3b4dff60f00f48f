import { Button, Code, Group, Menu, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { printMemberLabel, setAuthorized } from '../api/members'
import type { NetworkMember } from '../api/types'
import { MemberStatus } from './member-status'

interface MemberRowProps {
  member: NetworkMember
  onRename: (member: NetworkMember) => void
  onRemove: (member: NetworkMember) => void
  /** A change went through: the list is read again. */
  onChanged: () => void
}

export function MemberRow({ member, onRename, onRemove, onChanged }: MemberRowProps) {
  const { t } = useTranslation('members')
  const [busy, setBusy] = useState(false)
  const label = member.name ?? member.id

  const toggle = async () => {
    setBusy(true)
    try {
      const updated = await setAuthorized(member, !member.authorized)
      toast(
        'success',
        t(updated.authorized ? 'toasts.authorized' : 'toasts.deauthorized', { name: label })
      )
      onChanged()
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  const print = async () => {
    try {
      await printMemberLabel(member)
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }

  return (
    <Table.Tr data-node={member.id}>
      <Table.Td>
        <Text size="sm" fw={500} c={member.name ? undefined : 'dimmed'}>
          {member.name ?? t('table.unnamed')}
        </Text>
        {member.description && (
          <Text size="xs" c="dimmed">
            {member.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Code>{member.id}</Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{member.networkName}</Text>
        <Text size="xs" c="dimmed">
          {member.controllerAlias}
        </Text>
      </Table.Td>
      <Table.Td>{member.ip ?? '—'}</Table.Td>
      <Table.Td>
        <MemberStatus member={member} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant={member.authorized ? 'default' : 'filled'}
            color={member.authorized ? undefined : 'teal'}
            loading={busy}
            onClick={toggle}
            aria-label={t(
              member.authorized ? 'actions.deauthorizeNamed' : 'actions.authorizeNamed',
              { name: label }
            )}
          >
            {t(member.authorized ? 'actions.deauthorize' : 'actions.authorize')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={t('actions.moreFor', { name: label })}
              >
                {t('actions.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onRename(member)}>{t('actions.rename')}</Menu.Item>
              <Menu.Item onClick={print}>{t('actions.print')}</Menu.Item>
              <Menu.Item color="red" onClick={() => onRemove(member)}>
                {t('actions.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
