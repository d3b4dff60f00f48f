import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { paths } from '@/config/paths'
import { signOut } from '@/lib/session/session-api'
import { useSession } from '@/lib/session/session-store'
import { clearSwrCache } from '@/lib/swr'

export function UserMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useSession((session) => session.user)
  const fullName = `${user.firstname} ${user.name}`.trim()
  const initials = `${user.firstname.charAt(0)}${user.name.charAt(0)}`.toUpperCase()

  const logout = async () => {
    await signOut()
    await clearSwrCache()
    await navigate(paths.auth.login, { replace: true })
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton p={4} style={{ borderRadius: 999 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={32} aria-hidden="true">
              {initials}
            </Avatar>
            <VisuallyHidden>{t('userMenu.open')} </VisuallyHidden>
            <Text size="sm" fw={500} visibleFrom="sm">
              {fullName}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{fullName}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.account.profile}
          leftSection={<Icon name="user" size={16} />}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<Icon name="logout" size={16} />} onClick={() => void logout()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
