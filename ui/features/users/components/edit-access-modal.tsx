import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { updateUser } from '../api/update-user'
import type { ManagedUser, UserAccess } from '../api/types'
import { ALL_KEYS, type Column } from '../permissions'
import { PermissionMatrix } from './permission-matrix'
import { permissionsStepError } from './wizard-validation'

/** Changes one user's permissions on one object; every column keeps at least one permission. */
export function EditAccessModal({
  user,
  access,
  onClose,
}: {
  user: ManagedUser
  access: UserAccess
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const [keys, setKeys] = useState(access.permissions)
  const [missing, setMissing] = useState<Column[]>([])
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    const { error: problem, columns } = permissionsStepError(keys, ALL_KEYS)
    setMissing(columns)
    if (problem)
      return setError(
        t(`wizard.errors.${problem}`, {
          columns: columns.map((c) => t(`permissions.columns.${c}`)).join(', '),
        })
      )
    setSaving(true)
    try {
      await updateUser(user.id, {
        access: [
          { subject_type: access.subject_type, subject_id: access.subject_id, permissions: keys },
        ],
      })
      toast('success', t('common:toasts.saved'))
      onClose()
    } catch (failure) {
      setError(errorMessage(t, failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('access.editTitle', { user: user.email, name: access.subject_name ?? '' })}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('access.editHint')}
        </Text>
        <PermissionMatrix value={keys} onChange={setKeys} available={ALL_KEYS} missing={missing} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
