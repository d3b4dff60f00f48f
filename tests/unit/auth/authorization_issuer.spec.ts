import { test } from '@japa/runner'
import { authorizationIssuerProblem } from '#core/auth/social/authorization_issuer'
import type { OidcMetadata } from '#core/auth/social/oidc_discovery'

const metadata = (issuer: string, promised = true): OidcMetadata => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/keys`,
  authorization_response_iss_parameter_supported: promised,
})
const GOOGLE = metadata('https://accounts.google.test')
const ENTRA = metadata('https://login.microsoft.test/{tenantid}/v2.0')
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad'

test.group('RFC 9207: the issuer an authorization response names', () => {
  test('the provider itself passes; another, a look-alike or a missing promised one is refused, with why', ({
    assert,
  }) => {
    assert.isNull(authorizationIssuerProblem('https://accounts.google.test', GOOGLE))
    for (const iss of ['https://accounts.attacker.test', 'https://accounts.google.test/', ['x']])
      assert.match(
        authorizationIssuerProblem(iss, GOOGLE)!,
        /names issuer .* not https:\/\/accounts\.google\.test/
      )
    assert.match(authorizationIssuerProblem(undefined, GOOGLE)!, /lacks the iss parameter/)
    assert.isNull(authorizationIssuerProblem(undefined, metadata('https://idp.test', false)))
    assert.isNotNull(
      authorizationIssuerProblem('https://evil.test', metadata('https://idp.test', false))
    )
  })

  test('a multi-tenant template fits one tenant’s issuer, only the set tenant’s when one is set', ({
    assert,
  }) => {
    const ours = `https://login.microsoft.test/${TENANT}/v2.0`
    assert.isNull(authorizationIssuerProblem(ours, ENTRA))
    assert.isNull(authorizationIssuerProblem(ours, ENTRA, TENANT))
    assert.isNotNull(authorizationIssuerProblem(ours, ENTRA, 'another-tenant'))
    for (const iss of [
      'https://login.microsoft.test//v2.0',
      'https://login.microsoft.test/a/b/v2.0',
      'https://login.attacker.test/x/v2.0',
    ])
      assert.isNotNull(authorizationIssuerProblem(iss, ENTRA), iss)
  })
})
