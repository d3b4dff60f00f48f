import { ActionIcon, Badge, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UserAccess } from '../api/types'
import { ALL_KEYS, READ_ONLY_KEYS } from '../permissions'

/** One object a user can reach, how much, with edit and remove buttons. */
export function AccessBadge({
  access,
  onEdit,
  onRemove,
}: {
  access: UserAccess
  onEdit: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation('users')
  const keys = access.permissions
  const level = ALL_KEYS.every((k) => keys.includes(k))
    ? 'full'
    : keys.every((k) => READ_ONLY_KEYS.includes(k))
      ? 'readOnly'
      : 'custom'
  const name = access.subject_name ?? `#${access.subject_id}`
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        variant="light"
        color={level === 'full' ? 'teal' : level === 'readOnly' ? 'blue' : 'grape'}
      >
        {t(`types.${access.subject_type}`)}: {name} · {t(`access.${level}`)}
      </Badge>
      <ActionIcon
        size="sm"
        variant="subtle"
        aria-label={t('access.edit', { name })}
        onClick={onEdit}
      >
        ✎
      </ActionIcon>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={t('access.remove', { name })}
        onClick={onRemove}
      >
        ×
      </ActionIcon>
    </Group>
  )
}
