import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, fieldErrorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { renameMember } from '../api/members'
import type { NetworkMember } from '../api/types'

const MAX_NAME = 100

export function RenameMemberModal({
  member,
  onClose,
  onRenamed,
}: {
  member: NetworkMember
  onClose: () => void
  onRenamed: () => void
}) {
  const { t } = useTranslation('members')
  const [name, setName] = useState(member.name ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError(t('validation:rules.required'))
    setBusy(true)
    try {
      await renameMember(member, trimmed)
      toast('success', t('toasts.renamed'))
      onRenamed()
      onClose()
    } catch (failure) {
      const field = isApiError(failure)
        ? failure.fieldErrors.find((candidate) => candidate.field === 'name')
        : undefined
      if (field) setError(fieldErrorMessage(t, field))
      else toast('error', errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('rename.title', { id: member.id })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('rename.name')}
            value={name}
            maxLength={MAX_NAME}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setError(null)
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
