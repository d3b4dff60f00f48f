import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { removeUserAccess } from '../api/update-user'
import type { ManagedUser, UserAccess } from '../api/types'

/**
 * Removes a user's access to one object. When it is their last access the
 * server answers E_LAST_PERMISSION; the modal then shows the spec's warning
 * and asks once more before sending the confirmation.
 */
export function RemoveAccessModal({
  user,
  access,
  onClose,
}: {
  user: ManagedUser
  access: UserAccess
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const [lastWarning, setLastWarning] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const subject = { subject_type: access.subject_type, subject_id: access.subject_id }

  const remove = async () => {
    setBusy(true)
    setError(null)
    try {
      await removeUserAccess(user.id, subject, lastWarning)
      toast('success', t('access.removed'))
      onClose()
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'E_LAST_PERMISSION') setLastWarning(true)
      else setError(errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('access.removeTitle')}>
      <Stack>
        <Text>
          {t('access.removeQuestion', { user: user.email, name: access.subject_name ?? '' })}
        </Text>
        {lastWarning && (
          <Alert color="orange" role="alert" title={t('access.lastTitle')}>
            {t('access.lastWarning')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            {lastWarning ? t('access.removeAnyway') : t('access.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
