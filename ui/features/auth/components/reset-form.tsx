import { Anchor, Button, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PasswordWithRules } from '@/components/password/password-with-rules'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { resetPassword } from '../api/reset-password'
import { FormAlert } from './form-alert'

export function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const rules = formRules(t)
  const [failure, setFailure] = useState<{ message: string; badToken: boolean } | null>(null)
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: rules.newPassword,
      password_confirmation: (value, values) => rules.sameAs(values.password)(value),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      await resetPassword({ token, ...values })
      toast('success', t('reset.done'))
      await navigate(paths.auth.login, { replace: true })
    } catch (error) {
      form.setErrors(formErrors(t, error))
      const badToken = isApiError(error) && error.code === 'E_INVALID_RESET_TOKEN'
      setFailure({ message: errorMessage(t, error), badToken })
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <FormAlert>
            {failure.message}{' '}
            {failure.badToken && (
              <Anchor component={Link} to={paths.auth.recover} size="sm">
                {t('reset.requestNew')}
              </Anchor>
            )}
          </FormAlert>
        )}
        <PasswordWithRules
          label={t('fields.newPassword')}
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  )
}
