import { Badge, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Selection } from './access-step'

/** Step 4: what will be sent. */
export function InviteSummary({
  emails,
  selection,
  permissions,
}: {
  emails: string[]
  selection: Selection
  permissions: string[]
}) {
  const { t } = useTranslation('users')
  const objects = (['group', 'customer', 'location'] as const).flatMap((type) =>
    selection[type].map((s) => `${t(`types.${type}`)}: ${s.name}`)
  )
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('wizard.summary.emails', { count: emails.length })}</Text>
      <Group gap="xs">
        {emails.map((e) => (
          <Badge key={e} variant="light" tt="none">
            {e}
          </Badge>
        ))}
      </Group>
      <Text fw={600}>{t('wizard.summary.access')}</Text>
      {objects.length ? (
        <Group gap="xs">
          {objects.map((o) => (
            <Badge key={o} variant="outline" tt="none">
              {o}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text c="dimmed">{t('wizard.summary.partnerOnly')}</Text>
      )}
      {permissions.length > 0 && (
        <>
          <Text fw={600}>{t('wizard.summary.permissions')}</Text>
          <Text size="sm">
            {permissions
              .map((key) =>
                t('permissions.cell', {
                  column: t(`permissions.columns.${key.split('_')[0]}`),
                  action: t(`permissions.actions.${key.split('_')[1]}`),
                })
              )
              .join(', ')}
          </Text>
        </>
      )}
    </Stack>
  )
}
