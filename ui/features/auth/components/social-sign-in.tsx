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
import { useRegistrationOpen } from '../api/get-init'
import { completeSignIn } from './complete-sign-in'
import { FormAlert } from './form-alert'

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
}

const providerName = (provider: string | null) =>
  PROVIDER_NAMES[provider as SocialProvider] ?? 'Google'

/** The message of a refused round trip: `/auth?error=E_…&provider=…`, as the server's callback sent it. */
export function socialErrorText(t: TFunction<any>, code: string, provider: string | null): string {
  const name = providerName(provider)
  return t(`errors:codes.${code}`, {
    provider: name,
    defaultValue: t('errors:codes.E_SOCIAL_LOGIN_FAILED', { provider: name }),
  })
}

/**
 * "Sign in with Google / Microsoft / Facebook / LinkedIn" under the password form. The server finishes the round trip and sends the browser
 * back here with `?social=<provider>` (session open) or `?error=<code>`.
 */
export function SocialSignIn() {
  const { t } = useTranslation(['social', 'errors'])
  const [params] = useSearchParams()
  const { data } = useSocialProviders()
  const registrationOpen = useRegistrationOpen()
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

  // Someone unknown is offered to register only where registration is open; elsewhere, to ask for an invitation.
  function refusal(): string | null {
    if (!refused) return null
    const provider = params.get('provider')
    if (refused !== 'E_SOCIAL_NO_USER') return socialErrorText(t, refused, provider)
    if (registrationOpen === undefined) return null
    return registrationOpen
      ? socialErrorText(t, refused, provider)
      : t('social:signIn.noUserInviteOnly', { provider: providerName(provider) })
  }

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
  const unknownPerson = !failure && refused === 'E_SOCIAL_NO_USER'
  const message = failure ?? refusal()
  if ((providers.length === 0 && !message) || params.has('two_factor')) return null
  return (
    <Stack gap="sm">
      <FormAlert>
        {message}
        {unknownPerson && registrationOpen && (
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
