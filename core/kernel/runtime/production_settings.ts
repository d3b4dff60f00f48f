/**
 * The rules a production process checks before it boots (start/env.ts) and the warnings it logs once booted
 * (start/boot_checks.ts). Plain functions of the environment so that the unit tests and the env validators share them.
 */

const LOOPBACK_HOST =
  /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|::1)$/i

/** The explicit override that lets demo data and demo services run in production (and is logged loudly when used). */
export const DEMO_IN_PRODUCTION = 'DEMO_IN_PRODUCTION'

export function inProduction(environment: NodeJS.ProcessEnv = process.env) {
  return environment.NODE_ENV === 'production'
}

export function demoForcedInProduction(environment: NodeJS.ProcessEnv = process.env) {
  return environment[DEMO_IN_PRODUCTION] === 'true'
}

/** Why APP_URL cannot be used as it is, or null. Production needs it: links must not follow whichever process answered. */
export function appUrlProblem(
  value: string | undefined,
  environment: NodeJS.ProcessEnv = process.env
) {
  if (value || !inProduction(environment)) return null
  return (
    'APP_URL must be set in production (e.g. APP_URL=https://dash.example.com): every link in mails, QR labels and ' +
    "Stripe's return address is built from it, the same in every web process and worker (docs/configuration.md)"
  )
}

/** Why DEMO_NETWORK=true cannot be honoured, or null. */
export function demoNetworkProblem(
  value: string | undefined,
  environment: NodeJS.ProcessEnv = process.env
) {
  if (value !== 'true' || !inProduction(environment) || demoForcedInProduction(environment))
    return null
  return (
    'DEMO_NETWORK=true is refused in production: the demo services (simulated controllers, Mailchimp, Stripe, SMS…) ' +
    `and their published keys do not belong on a real deployment. Unset it, or set ${DEMO_IN_PRODUCTION}=true to force it.`
  )
}

/**
 * The boot warning for an APP_URL over plain http on a real host name: browsers drop the production session's
 * Secure cookie there, so every sign-in would end in "session expired".
 */
export function plainHttpWarning(
  value: string | undefined,
  environment: NodeJS.ProcessEnv = process.env
) {
  if (!value || !inProduction(environment)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' || LOOPBACK_HOST.test(url.hostname)) return null
  return (
    `APP_URL is ${url.origin} (plain http on a real host name): production cookies are Secure, so browsers drop them ` +
    'over http and nobody can sign in. Serve the app over HTTPS (a TLS proxy, TRUSTED_PROXIES) and set APP_URL to https://…'
  )
}

/** Why DRIVE_DISK cannot be used as set, or null: the s3 disk needs its bucket. */
export function driveDiskProblem(
  value: string | undefined,
  environment: NodeJS.ProcessEnv = process.env
) {
  if (value !== 's3' || environment.S3_BUCKET) return null
  return 'DRIVE_DISK=s3 needs S3_BUCKET (and S3_ENDPOINT for a service other than AWS); see docs/configuration.md'
}

/**
 * The boot warning for production files left on the machine's own disk by default: processes on other machines would
 * not see them. Saying DRIVE_DISK=fs out loud (one machine on purpose) silences it.
 */
export function localDiskWarning(environment: NodeJS.ProcessEnv = process.env) {
  if (!inProduction(environment) || environment.DRIVE_DISK) return null
  return (
    'Stored files (logos, photos, exports) are on this machine only (STORAGE_PATH/uploads): web processes and workers ' +
    'on other machines will not see them. Set DRIVE_DISK=s3 with S3_BUCKET, or DRIVE_DISK=fs when one machine runs ' +
    'everything (docs/operations.md)'
  )
}
