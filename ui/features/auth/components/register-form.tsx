import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { personalInputs } from '@/components/password/password-estimator'
import { PasswordWithRules } from '@/components/password/password-with-rules'
import { LANGUAGES } from '@/config/constants'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { isLanguage, languageNames } from '@/lib/i18n/language'
import { formRules } from '@/lib/form-rules'
import { fetchSelf } from '@/lib/session/session-api'
import type { Invite } from '../api/get-invite'
import { awaitsConfirmation, register } from '../api/register'
import { completeSignIn } from './complete-sign-in'
import { FormAlert } from './form-alert'

interface RegisterFormProps {
  token: string | null
  invite: Invite | undefined
}

export function RegisterForm({ token, invite }: RegisterFormProps) {
  const { t, i18n } = useTranslation('auth')
  const rules = formRules(t)
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initialValues: {
      firstname: '',
      name: '',
      email: '',
      lang: isLanguage(i18n.language) ? i18n.language : 'en',
      password: '',
      password_confirmation: '',
    },
    validate: {
      firstname: rules.required,
      name: rules.required,
      email: rules.email,
      password: rules.newPassword,
      password_confirmation: (value, values) => rules.sameAs(values.password)(value),
    },
  })

  useEffect(() => {
    if (invite?.email) form.setFieldValue('email', invite.email)
    // Fill the address in once, when the invite arrives; the user cannot change it afterwards.
  }, [invite?.email])

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const inviteToken = invite && token ? { token } : {}
      const registered = await register({ ...values, email: values.email.trim(), ...inviteToken })
      if (awaitsConfirmation(registered)) return setSentTo(values.email.trim())
      // GET /self is the one source of the session's roles; the registration answer has been seen to differ.
      await completeSignIn((await fetchSelf()) ?? registered)
    } catch (error) {
      const fieldErrors = formErrors(t, error)
      form.setErrors(fieldErrors)
      const onlyTokenOrNone =
        !isApiError(error) || error.fieldErrors.every((item) => item.field === 'token')
      if (onlyTokenOrNone) setFailure(errorMessage(t, error))
    }
  })

  if (sentTo) {
    return (
      <Alert color="green" title={t('register.checkMail')} role="status">
        {t('register.checkMailBody', { email: sentTo })}
      </Alert>
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert>{failure}</FormAlert>
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.firstname')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label={t('fields.name')}
            autoComplete="family-name"
            required
            {...form.getInputProps('name')}
          />
        </Group>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(invite?.email)}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={t('fields.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: languageNames[language] }))}
          {...form.getInputProps('lang')}
        />
        <PasswordWithRules
          label={t('fields.password')}
          required
          userInputs={personalInputs(form.values)}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  )
}
