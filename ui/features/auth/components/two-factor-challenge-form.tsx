import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import {
  answerChallenge,
  resendChallengeCode,
  type TwoFactorChallenge,
} from '../api/two-factor-challenge'
import { completeSignIn } from './complete-sign-in'
import { FormAlert } from './form-alert'

interface Props {
  challenge: TwoFactorChallenge
  /** Back to the password step (the challenge expired, or the user wants to start again). */
  onRestart(): void
}

/** The second sign-in step (spec §2 "two-factor code step with resend"): a code, or one of the recovery codes. */
export function TwoFactorChallengeForm({ challenge, onRestart }: Props) {
  const { t } = useTranslation(['security', 'errors'])
  const [useRecovery, setUseRecovery] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState(challenge.sent_to)
  const form = useForm({ initialValues: { code: '' } })

  const submit = form.onSubmit(async ({ code }) => {
    setFailure(null)
    setNotice(null)
    try {
      const value = code.trim()
      await completeSignIn(
        await answerChallenge(
          useRecovery ? { recovery_code: value } : { code: value.replace(/\s/g, '') }
        )
      )
    } catch (error) {
      if (isApiError(error) && error.status === 419) return onRestart()
      setFailure(errorMessage(t, error))
      form.setFieldValue('code', '')
    }
  })

  const resend = async () => {
    setFailure(null)
    try {
      setSentTo((await resendChallengeCode()).sent_to)
      setNotice(t('security:challenge.resent'))
    } catch (error) {
      if (isApiError(error) && error.status === 419) return onRestart()
      setFailure(errorMessage(t, error))
    }
  }

  const hint = useRecovery
    ? t('security:challenge.recoveryHint')
    : t(`security:challenge.hint.${challenge.method}`, { destination: sentTo ?? '' })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{hint}</Text>
        <FormAlert>{failure}</FormAlert>
        <FormAlert color="green">{notice}</FormAlert>
        <TextInput
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? t('security:challenge.recoveryCode') : t('security:challenge.code')}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('security:challenge.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setUseRecovery(!useRecovery)}
          >
            {useRecovery ? t('security:challenge.useCode') : t('security:challenge.useRecovery')}
          </Anchor>
          {challenge.method !== 'totp' && !useRecovery && (
            <Anchor component="button" type="button" size="sm" onClick={() => void resend()}>
              {t('security:challenge.resend')}
            </Anchor>
          )}
        </Group>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
          {t('security:challenge.restart')}
        </Anchor>
      </Stack>
    </form>
  )
}
