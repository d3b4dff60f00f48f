/** The simulator's sign-in page: pick one of the seeded people (auto-consent), as the real provider's chooser. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function consentPage(
  provider: string,
  users: Array<{ email: string; name: string }>,
  linkFor: (email: string) => string
) {
  const items = users
    .map(
      (user) =>
        `<li><a href="${escape(linkFor(user.email))}">${escape(user.name)} &lt;${escape(user.email)}&gt;</a></li>`
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – ${escape(provider)} (simulator)</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>Sign in with ${escape(provider)}</h1><p>Local OpenID Connect simulator: choose an account.</p><ul>${items}</ul></body></html>`
}
