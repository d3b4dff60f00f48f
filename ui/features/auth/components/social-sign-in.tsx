import { Anchor, Button, Divider, Stack } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import {
  getSelf,
  startSocialSignIn,
  useSocialProviders,
  type SocialProvider,
} from '../api/social-sign-in'
import { completeSignIn } from './complete-sign-in'
import { FormAlert } from './form-alert'

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
}

/** The message of a refused round trip: `/auth?error=E_…&provider=…`, as the server's callback sent it. */
export function socialErrorText(t: TFunction<any>, code: string, provider: string | null): string {
  const name = PROVIDER_NAMES[provider as SocialProvider] ?? 'Google'
  return t(`errors:codes.${code}`, {
    provider: name,
    defaultValue: t('errors:codes.E_SOCIAL_LOGIN_FAILED', { provider: name }),
  })
}

/**
 * "Sign in with Google / Microsoft" under the password form. The server finishes the round trip and sends the browser
 * back here with `?social=<provider>` (session open) or `?error=<code>`.
 */
export function SocialSignIn() {
  const { t } = useTranslation(['social', 'errors'])
  const [params] = useSearchParams()
  const { data } = useSocialProviders()
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const picked = useRef(false)
  const returned = params.get('social')
  const refused = params.get('error')

  // With `two_factor` the session waits for the second step (the challenge form of the login page), not yet signed in.
  useEffect(() => {
    if (!returned || params.has('two_factor') || picked.current) return
    picked.current = true
    getSelf().then(completeSignIn, (error) => setFailure(errorMessage(t, error)))
  }, [returned, params, t])

  const start = async (provider: SocialProvider) => {
    setBusy(provider)
    setFailure(null)
    try {
      window.location.assign((await startSocialSignIn(provider)).redirectUrl)
    } catch (error) {
      setBusy(null)
      setFailure(errorMessage(t, error))
    }
  }

  const providers = data?.providers ?? []
  const message = failure ?? (refused ? socialErrorText(t, refused, params.get('provider')) : null)
  if ((providers.length === 0 && !message) || params.has('two_factor')) return null
  return (
    <Stack gap="sm">
      <FormAlert>
        {message}
        {!failure && refused === 'E_SOCIAL_NO_USER' && (
          <>
            {' '}
            <Anchor component={Link} to={paths.auth.register} fw={600}>
              {t('social:signIn.register')}
            </Anchor>
          </>
        )}
      </FormAlert>
      {providers.length > 0 && <Divider label={t('social:signIn.or')} labelPosition="center" />}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          loading={busy === provider}
          onClick={() => void start(provider)}
        >
          {t('social:signIn.with', { provider: PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </Stack>
  )
}
