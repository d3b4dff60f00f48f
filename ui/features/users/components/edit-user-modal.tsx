import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '@/config/constants'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { isLanguage, languageNames } from '@/lib/i18n/language'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { updateUser } from '../api/update-user'
import type { ManagedUser } from '../api/types'
import { EndSessionsButton } from './end-sessions-button'
import { useSession } from '@/lib/session/session-store'

type AccountRoleChoice = '' | NonNullable<ManagedUser['account_role']>

/** Another user's name, role and language (PUT /rest/users/{id}); the server's field errors land on their fields. */
export function EditUserModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation('users')
  const rules = formRules(t)
  const isAdmin = useSession((session) => session.user.isAdmin)
  const form = useForm({
    initialValues: {
      firstname: user.firstname,
      name: user.name,
      role: user.role ?? '',
      lang: isLanguage(user.lang) ? user.lang : 'en',
      accountRole: (user.account_role ?? '') as AccountRoleChoice,
    },
    validate: { firstname: rules.required, name: rules.required },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      const { accountRole, ...profile } = values
      const roleChange =
        isAdmin && !user.is_admin ? { account_role: accountRole === '' ? null : accountRole } : {}
      await updateUser(user.id, {
        ...profile,
        role: values.role.trim() === '' ? null : values.role.trim(),
        ...roleChange,
      })
      toast('success', t('common:toasts.saved'))
      onClose()
    } catch (error) {
      const fields = formErrors(t, error)
      form.setErrors(fields)
      if (Object.keys(fields).length === 0) toast('error', errorMessage(t, error))
    }
  })

  return (
    <Modal opened onClose={onClose} title={t('profile.title', { email: user.email })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t('profile.firstname')}
              required
              {...form.getInputProps('firstname')}
            />
            <TextInput label={t('profile.name')} required {...form.getInputProps('name')} />
          </Group>
          <TextInput
            label={t('profile.role')}
            placeholder={t('profile.rolePlaceholder')}
            {...form.getInputProps('role')}
          />
          <NativeSelect
            label={t('profile.language')}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: languageNames[language],
            }))}
            {...form.getInputProps('lang')}
          />
          {isAdmin && !user.is_admin && (
            <NativeSelect
              label={t('impersonation:accountRole.label')}
              description={t('impersonation:accountRole.hint')}
              data={(['', 'installer', 'demo_customer'] as const).map((value) => ({
                value,
                label: t(`impersonation:accountRole.${value || 'none'}`),
              }))}
              {...form.getInputProps('accountRole')}
            />
          )}
          <Group justify="flex-end">
            <EndSessionsButton userId={user.id} />
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
