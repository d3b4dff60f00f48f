import { Button, Code, Group, Stack, Switch, Text, TextInput, PasswordInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api/api-client'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { portalKey, useKeepPortal, type PortalDesigner, type PortalDraft } from '../api/portal'

type GuestProvider = 'google' | 'microsoft' | 'facebook' | 'linkedin'
const PROVIDERS: Array<{ id: GuestProvider; name: string }> = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'linkedin', name: 'LinkedIn' },
]
const NO_KEYS = { clientId: '', clientSecret: '' }

interface Props {
  designer: PortalDesigner
  draft: PortalDraft
  onChange: (draft: PortalDraft) => void
  disabled: boolean
}

/**
 * "Continue with Google / Microsoft / Facebook / LinkedIn" on the guest page: the venue's own OAuth client per provider (stored encrypted,
 * never shown again) and the switch that offers it. The redirect URI to register at the provider is shown.
 */
export function PortalSocialLoginSection({ designer, draft, onChange, disabled }: Props) {
  const { t } = useTranslation(['social', 'portal'])
  const keep = useKeepPortal()
  const [keys, setKeys] = useState<
    Record<GuestProvider, { clientId: string; clientSecret: string }>
  >({ google: NO_KEYS, microsoft: NO_KEYS, facebook: NO_KEYS, linkedin: NO_KEYS })
  const [busy, setBusy] = useState<GuestProvider | null>(null)

  const toggle = (provider: GuestProvider, on: boolean) =>
    onChange({
      ...draft,
      loginProviders: on
        ? [...draft.loginProviders.filter((name) => name !== provider), provider]
        : draft.loginProviders.filter((name) => name !== provider),
    })

  const save = async (provider: GuestProvider) => {
    setBusy(provider)
    try {
      await keep(
        await api.post<PortalDesigner>(`${portalKey(designer.location_id)}/login`, {
          providerKeys: { [provider]: keys[provider] },
        })
      )
      setKeys({ ...keys, [provider]: { clientId: '', clientSecret: '' } })
      toast('success', t('social:portal.keysSaved'), { source: 'portal' })
    } catch (error) {
      toast('error', errorMessage(t, error), { source: 'portal' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('social:portal.description')}
      </Text>
      {PROVIDERS.map(({ id, name }) => {
        const configured = designer.providers_configured.includes(id)
        return (
          <Stack key={id} gap="xs">
            <Switch
              label={t('social:portal.offer', { provider: name })}
              description={
                configured ? t('social:portal.configured') : t('social:portal.notConfigured')
              }
              checked={draft.loginProviders.includes(id)}
              onChange={(event) => toggle(id, event.currentTarget.checked)}
              disabled={disabled || (!configured && !draft.loginProviders.includes(id))}
            />
            {!disabled && (
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  label={t('social:portal.clientId', { provider: name })}
                  value={keys[id].clientId}
                  onChange={(event) =>
                    setKeys({ ...keys, [id]: { ...keys[id], clientId: event.currentTarget.value } })
                  }
                  style={{ flex: 1, minWidth: 180 }}
                  autoComplete="off"
                />
                <PasswordInput
                  label={t('social:portal.clientSecret')}
                  value={keys[id].clientSecret}
                  onChange={(event) =>
                    setKeys({
                      ...keys,
                      [id]: { ...keys[id], clientSecret: event.currentTarget.value },
                    })
                  }
                  style={{ flex: 1, minWidth: 180 }}
                  autoComplete="new-password"
                />
                <Button
                  variant="light"
                  loading={busy === id}
                  disabled={!keys[id].clientId || !keys[id].clientSecret}
                  onClick={() => void save(id)}
                >
                  {t('social:portal.saveKeys')}
                </Button>
              </Group>
            )}
            <Text size="xs" c="dimmed">
              {t('social:portal.redirectUri')}{' '}
              <Code>{`${window.location.origin}/guest/social/${id}/callback`}</Code>
            </Text>
          </Stack>
        )
      })}
    </Stack>
  )
}
