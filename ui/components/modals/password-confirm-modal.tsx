import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api/api-client'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { settlePasswordConfirmation } from '@/lib/session/password-confirmation'
import { useSession } from '@/lib/session/session-store'

/** Asks for the password before a sensitive action (a 423 answer); the waiting request is retried after. */
export function PasswordConfirmModal() {
  const { t } = useTranslation()
  const open = useSession((session) => session.passwordConfirm.open)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = (confirmed: boolean) => {
    setPassword('')
    setError(null)
    settlePasswordConfirmation(confirmed)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setError(t('validation:rules.required'))
    setBusy(true)
    try {
      await api.post('/secure/confirm-password', { password }, { expect: [400, 422, 423, 429] })
      close(true)
    } catch (failure) {
      const wrong = isApiError(failure) && failure.status === 422
      setError(wrong ? t('errors:codes.E_WRONG_PASSWORD') : errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened={open}
      onClose={() => close(false)}
      title={t('passwordConfirm.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('passwordConfirm.description')}</Text>
          <PasswordInput
            label={t('passwordConfirm.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('passwordConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
