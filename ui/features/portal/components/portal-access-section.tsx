import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  savePortalPassword,
  useKeepPortal,
  type PortalDesigner,
  type PortalDraft,
} from '../api/portal'

/** The server's rule (portal_settings_validator.ts): shorter passwords were guessed. */
const PASSWORD_MIN_LENGTH = 8

interface PortalAccessSectionProps {
  designer: PortalDesigner
  draft: PortalDraft
  onChange: (draft: PortalDraft) => void
  errors: Record<string, string>
  disabled: boolean
}

/** How guests get in: session length, default landing URL, the portal password, vouchers, opening hours. */
export function PortalAccessSection({
  designer,
  draft,
  onChange,
  errors,
  disabled,
}: PortalAccessSectionProps) {
  const { t } = useTranslation('portal')
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const keep = useKeepPortal()

  const storePassword = async () => {
    if (password.length < PASSWORD_MIN_LENGTH)
      return setPasswordError(t('access.passwordMinLength'))
    setBusy(true)
    try {
      const saved = await savePortalPassword(designer.location_id, password, true)
      await keep(saved)
      onChange({ ...draft, passwordRequired: saved.draft.passwordRequired })
      setPassword('')
      setPasswordError(undefined)
      toast('success', t('access.passwordSaved'), { source: 'portal' })
    } catch (failure) {
      setPasswordError(formErrors(t, failure).password ?? errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="md">
      <NumberInput
        label={t('access.duration')}
        description={t('access.durationHint')}
        min={1}
        max={10080}
        allowDecimal={false}
        value={draft.durationMinutes}
        onChange={(value) =>
          onChange({
            ...draft,
            durationMinutes: typeof value === 'number' ? value : Number(value) || 0,
          })
        }
        error={errors.durationMinutes}
        disabled={disabled}
      />
      <TextInput
        label={t('access.landingUrl')}
        description={t('access.landingUrlHint')}
        placeholder="https://"
        type="url"
        value={draft.landingUrl}
        onChange={(event) => onChange({ ...draft, landingUrl: event.currentTarget.value })}
        error={errors.landingUrl}
        disabled={disabled}
      />
      <Stack gap="xs">
        <Switch
          label={t('access.passwordRequired')}
          description={designer.password_set ? t('access.passwordSet') : t('access.passwordNotSet')}
          checked={draft.passwordRequired}
          onChange={(event) =>
            onChange({ ...draft, passwordRequired: event.currentTarget.checked })
          }
          error={errors.password}
          disabled={disabled}
        />
        {designer.password_too_short && (
          <Alert color="yellow" role="alert">
            {t('access.passwordTooShort')}
          </Alert>
        )}
        {!disabled && (
          <Group align="flex-end" gap="xs">
            <PasswordInput
              label={t('access.password')}
              description={t('access.passwordHint')}
              value={password}
              minLength={PASSWORD_MIN_LENGTH}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
              style={{ flex: 1 }}
              autoComplete="new-password"
            />
            <Button
              variant="light"
              onClick={storePassword}
              loading={busy}
              disabled={password.length === 0}
            >
              {t('access.setPassword')}
            </Button>
          </Group>
        )}
      </Stack>
      <Switch
        label={t('access.vouchers')}
        description={t('access.vouchersHint')}
        checked={draft.vouchersEnabled}
        onChange={(event) => onChange({ ...draft, vouchersEnabled: event.currentTarget.checked })}
        disabled={disabled}
      />
      <Switch
        label={t('access.openingHours')}
        description={t('access.openingHoursHint')}
        checked={draft.followOpeningHours}
        onChange={(event) =>
          onChange({ ...draft, followOpeningHours: event.currentTarget.checked })
        }
        disabled={disabled}
      />
      {draft.loginProviders.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('access.providers', { providers: draft.loginProviders.join(', ') })}
        </Text>
      )}
    </Stack>
  )
}
