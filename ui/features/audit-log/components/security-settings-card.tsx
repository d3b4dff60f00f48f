import { Switch } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { saveSecuritySettings, useSecuritySettings } from '../api/security-settings'

/** Admin: require two-factor for every admin and partner (they are sent to set it up at their next sign-in). */
export function SecuritySettingsCard() {
  const { t } = useTranslation(['audit', 'errors'])
  const { data, mutate } = useSecuritySettings()
  const [saving, setSaving] = useState(false)
  if (!data) return null

  const toggle = async (required: boolean) => {
    setSaving(true)
    try {
      await mutate(await saveSecuritySettings({ require_two_factor_for_staff: required }), {
        revalidate: false,
      })
      toast('success', t('audit:settings.saved'))
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <SectionCard title={t('audit:settings.title')}>
      <Switch
        label={t('audit:settings.requireTwoFactor')}
        description={t('audit:settings.requireTwoFactorHint')}
        checked={data.require_two_factor_for_staff}
        disabled={saving}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
    </SectionCard>
  )
}
