import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { useSession } from '@/lib/session/session-store'

/** `tel:` wants the digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * The header's help menu (spec §8 "a support call button", §9 "help desk phone shown"): whom to call or mail, the
 * partner that serves the user or the platform's help desk (`support` of GET /rest/self), and the API reference.
 */
export function HelpMenu() {
  const { t } = useTranslation()
  const support = useSession((session) => session.user.support)
  const label = support?.name
    ? t('helpMenu.supportOf', { name: support.name })
    : t('helpMenu.platformSupport')
  return (
    <Menu position="bottom-end" shadow="md" width={260} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Tooltip label={t('helpMenu.open')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('helpMenu.open')}>
            <Icon name="help" size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{support ? label : t('helpMenu.title')}</Menu.Label>
        {support?.phone && (
          <Menu.Item
            component="a"
            href={telHref(support.phone)}
            leftSection={<Icon name="phone" size={16} />}
          >
            {t('helpMenu.call', { phone: support.phone })}
          </Menu.Item>
        )}
        {support?.email && (
          <Menu.Item
            component="a"
            href={`mailto:${support.email}`}
            leftSection={<Icon name="mail" size={16} />}
          >
            {t('helpMenu.mail', { email: support.email })}
          </Menu.Item>
        )}
        {!support && <Menu.Item disabled>{t('helpMenu.noContact')}</Menu.Item>}
        <Menu.Divider />
        <Menu.Item
          component="a"
          href="/docs/api"
          target="_blank"
          rel="noopener"
          leftSection={<Icon name="file" size={16} />}
        >
          {t('helpMenu.apiDocs')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
