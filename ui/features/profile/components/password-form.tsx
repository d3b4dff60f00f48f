import { Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { personalInputs } from '@/components/password/password-estimator'
import { PasswordWithRules } from '@/components/password/password-with-rules'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { changePassword } from '../api/change-password'

const empty = {
  current_password: '',
  password: '',
  password_confirmation: '',
  revoke_tokens: false,
}

/**
 * `email` fills a hidden username field so that password managers know which account changes; `person` names the
 * words the new password must not be made of (the server refuses them too).
 */
export function PasswordForm({
  email,
  person,
}: {
  email?: string
  person?: { firstname?: string; name?: string; email?: string }
}) {
  const { t } = useTranslation('profile')
  const rules = formRules(t)
  const form = useForm({
    initialValues: empty,
    validate: {
      current_password: rules.required,
      password: rules.newPassword,
      password_confirmation: (value, values) => rules.sameAs(values.password)(value),
    },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      await changePassword(values)
      form.setValues(empty)
      form.resetDirty(empty)
      toast('success', t('password.changed'))
    } catch (error) {
      const errors = formErrors(t, error)
      if (isApiError(error) && error.code === 'E_WRONG_PASSWORD' && !errors.current_password) {
        errors.current_password = t('errors:codes.E_WRONG_PASSWORD')
      }
      form.setErrors(errors)
      if (Object.keys(errors).length === 0) toast('error', errorMessage(t, error))
    }
  })

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={email ?? ''}
            readOnly
            hidden
          />
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <PasswordWithRules
            label={t('fields.newPassword')}
            required
            userInputs={person ? personalInputs(person) : undefined}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Checkbox
            label={t('password.revokeTokens')}
            {...form.getInputProps('revoke_tokens', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
