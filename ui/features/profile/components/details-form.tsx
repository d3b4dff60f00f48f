import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { LANGUAGES } from '@/config/constants'
import { changeLanguage } from '@/lib/i18n/i18n'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { isLanguage, languageNames, rememberLanguage } from '@/lib/i18n/language'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import type { Me } from '../api/get-me'
import { updateSelf } from '../api/update-self'

export function DetailsForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('profile')
  const rules = formRules(t)
  const form = useForm({
    initialValues: {
      firstname: me.firstname,
      name: me.name,
      lang: isLanguage(me.lang) ? me.lang : 'en',
    },
    validate: { firstname: rules.required, name: rules.required },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      const self = await updateSelf(values)
      if (isLanguage(self.lang)) {
        await changeLanguage(self.lang)
        rememberLanguage(self.lang)
      }
      form.resetDirty()
      // i18n.t, not t: the language may have changed during this save.
      toast('success', i18n.t('common:toasts.saved'), { source: 'profile-details' })
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error), { source: 'profile-details' })
    }
  })

  return (
    <SectionCard title={t('details.title')} description={t('details.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('fields.email')} value={me.email} readOnly disabled />
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
          <NativeSelect
            label={t('fields.language')}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: languageNames[language],
            }))}
            {...form.getInputProps('lang')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
