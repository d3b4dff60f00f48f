import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { formRules } from '@/lib/form-rules'
import { recoverPassword } from '../api/recover-password'
import { FormAlert } from '../components/form-alert'

export default function RecoverPage() {
  const { t } = useTranslation('auth')
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({ initialValues: { email: '' }, validate: { email: formRules(t).email } })

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null)
    try {
      await recoverPassword(email.trim())
      setSentTo(email.trim())
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
    }
  })

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('recover.title')}
        </Title>
        <Text c="dimmed">{t('recover.subtitle')}</Text>
      </div>
      {sentTo ? (
        <FormAlert color="teal">{t('recover.sent', { email: sentTo })}</FormAlert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert>{failure}</FormAlert>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('recover.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.auth.login} size="sm" ta="center">
        {t('recover.backToLogin')}
      </Anchor>
    </Stack>
  )
}
