import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

/** The demo's own secrets: made on its first start, so no two installations share them and none is in the repository. */
export interface DemoSecrets {
  /** The key the in-process Stripe simulator accepts (`sk_test_…`). */
  stripeSecretKey: string
  /** The signing secret of our Stripe webhook endpoint (`whsec_…`): the simulator signs with it, the server verifies. */
  stripeWebhookSecret: string
}

export const DEMO_SECRETS_FILE = 'demo-secrets.json'

const MAKERS: { [K in keyof DemoSecrets]: () => string } = {
  stripeSecretKey: () => `sk_test_${randomBytes(24).toString('hex')}`,
  stripeWebhookSecret: () => `whsec_${randomBytes(32).toString('base64url')}`,
}

/**
 * The secrets kept in `<storage>/demo-secrets.json` (beside the embedded database's folder), readable by the owner
 * only (0600). Made on first use; a file from an older version gets the secrets it lacks. Processes starting together
 * agree: the file appears whole (written aside, then linked in) and the first one wins.
 */
export function demoSecrets(storage: string): DemoSecrets {
  const file = join(storage, DEMO_SECRETS_FILE)
  const stored = readSecrets(file)
  const missing = (Object.keys(MAKERS) as Array<keyof DemoSecrets>).filter(
    (name) => typeof stored?.[name] !== 'string' || !stored[name]
  )
  if (stored && missing.length === 0) {
    chmodSync(file, 0o600)
    return stored as DemoSecrets
  }
  mkdirSync(storage, { recursive: true })
  const secrets = {
    ...stored,
    ...Object.fromEntries(missing.map((name) => [name, MAKERS[name]()])),
  } as DemoSecrets
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(aside, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' })
  try {
    if (stored) renameSync(aside, file)
    else linkSync(aside, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return demoSecrets(storage)
  } finally {
    rmSync(aside, { force: true })
  }
  return secrets
}

function readSecrets(file: string): Partial<DemoSecrets> | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return parsed && typeof parsed === 'object' ? (parsed as Partial<DemoSecrets>) : {}
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    // Unreadable as JSON: made again (the demo's simulators start empty, nothing depends on the old values).
    return {}
  }
}
