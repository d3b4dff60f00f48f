import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session-store'

/** What a venue without a bound controller, or without devices, shows instead of its network. */
export function NetworkEmptyState({ reason }: { reason: 'not_configured' | 'no_devices' }) {
  const { t } = useTranslation('network')
  const isAdmin = useSession((session) => session.user.isAdmin)
  return (
    <Alert color="gray" title={t(`empty.${reason}.title`)}>
      <Stack gap="xs">
        <Text size="sm">{t(`empty.${reason}.body`)}</Text>
        {reason === 'not_configured' && isAdmin && (
          <Anchor component={Link} to={paths.admin.controllers} size="sm">
            {t('empty.not_configured.adminLink')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  )
}
