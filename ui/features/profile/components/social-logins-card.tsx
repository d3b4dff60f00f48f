import { Button, Group, Stack, Text } from '@mantine/core'
import { ReadableBadge } from '@/components/readable-badge'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { detach, startAttach, useSocialLogins, type SocialProvider } from '../api/social-logins'

const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
}

/**
 * The profile's social login section: attach Google, Microsoft, Facebook or LinkedIn (password sign-in is then off, spec §4) and detach.
 * The provider sends the browser back with `?attached=<provider>` or `?error=<code>&provider=<provider>`.
 */
export function SocialLoginsCard() {
  const { t } = useTranslation(['social', 'errors'])
  const { data, mutate } = useSocialLogins()
  const [params, setParams] = useSearchParams()
  const [busy, setBusy] = useState<SocialProvider | null>(null)

  useEffect(() => {
    const attached = params.get('attached') as SocialProvider | null
    const refused = params.get('error')
    if (!attached && !refused) return
    const name = NAMES[(attached ?? params.get('provider')) as SocialProvider] ?? ''
    if (attached) toast('success', t('social:profile.attached', { provider: name }))
    else
      toast(
        'error',
        t(`errors:codes.${refused}`, {
          provider: name,
          defaultValue: t('errors:codes.E_SOCIAL_LOGIN_FAILED', { provider: name }),
        })
      )
    setParams({}, { replace: true })
  }, [params, setParams, t])

  if (!data || data.available.length + data.data.length === 0) return null
  const attachedTo = new Map(data.data.map((login) => [login.provider, login]))

  const attach = async (provider: SocialProvider) => {
    setBusy(provider)
    try {
      window.location.assign((await startAttach(provider)).redirectUrl)
    } catch (error) {
      setBusy(null)
      toast('error', errorMessage(t, error))
    }
  }
  const remove = async (provider: SocialProvider) => {
    setBusy(provider)
    try {
      await detach(provider)
      await mutate()
      toast('success', t('social:profile.detached', { provider: NAMES[provider] }))
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setBusy(null)
    }
  }

  const providers = [...new Set<SocialProvider>([...data.available, ...attachedTo.keys()])]
  return (
    <SectionCard title={t('social:profile.title')} description={t('social:profile.description')}>
      <Stack gap="sm">
        {attachedTo.size > 0 && (
          <Text size="sm" c="dimmed">
            {t('social:profile.passwordOff')}
          </Text>
        )}
        {providers.map((provider) => {
          const login = attachedTo.get(provider)
          return (
            <Group key={provider} justify="space-between">
              <Group gap="xs">
                <Text fw={600}>{NAMES[provider]}</Text>
                {login && (
                  <ReadableBadge color="green" variant="light">
                    {t('social:profile.attachedBadge')}
                  </ReadableBadge>
                )}
                {login?.email && (
                  <Text size="sm" c="dimmed">
                    {login.email}
                  </Text>
                )}
              </Group>
              {login ? (
                <Button
                  variant="light"
                  color="red"
                  loading={busy === provider}
                  onClick={() => void remove(provider)}
                >
                  {t('social:profile.detach')}
                </Button>
              ) : (
                <Button
                  variant="light"
                  loading={busy === provider}
                  onClick={() => void attach(provider)}
                >
                  {t('social:profile.attach', { provider: NAMES[provider] })}
                </Button>
              )}
            </Group>
          )
        })}
      </Stack>
    </SectionCard>
  )
}
