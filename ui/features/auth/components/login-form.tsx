import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { formRules } from '@/lib/form-rules'
import { login } from '../api/login'
import { isTwoFactorChallenge, type TwoFactorChallenge } from '../api/two-factor-challenge'
import { TwoFactorChallengeForm } from './two-factor-challenge-form'
import { completeSignIn } from './complete-sign-in'
import { FormAlert } from './form-alert'

export function LoginForm() {
  const { t } = useTranslation('auth')
  const rules = formRules(t)
  const [failure, setFailure] = useState<string | null>(null)
  const [params] = useSearchParams()
  // A social sign-in of a two-factor account comes back with `?two_factor=<method>`: the session waits for the code.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(() =>
    challengeFromUrl(params.get('two_factor'))
  )
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: rules.email, password: rules.required },
  })

  // A new attempt replaces the message of the previous one, also when it stops at a field error.
  const submit = form.onSubmit(
    async (values) => {
      setFailure(null)
      try {
        const answer = await login({ email: values.email.trim(), password: values.password })
        if (isTwoFactorChallenge(answer)) setChallenge(answer)
        else await completeSignIn(answer)
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.fieldErrors.length > 0) {
          form.setErrors(formErrors(t, error))
        } else {
          setFailure(errorMessage(t, error))
        }
        form.setFieldValue('password', '')
      }
    },
    () => setFailure(null)
  )

  if (challenge) {
    return (
      <TwoFactorChallengeForm
        challenge={challenge}
        onRestart={() => {
          setChallenge(null)
          form.setFieldValue('password', '')
        }}
      />
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert>{failure}</FormAlert>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.recover} size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  )
}

function challengeFromUrl(method: string | null): TwoFactorChallenge | null {
  return method === 'totp' || method === 'email' || method === 'sms'
    ? { two_factor: true, method, sent_to: null }
    : null
}
