import { CliError } from './cli-error.js'
import { resolveApiUrl } from './api-url.js'
import { ConfigStore, type StoredConfig } from './config-store.js'
import { setLanguage } from './texts.js'

export type GlobalOptions = { apiUrl?: string }

export type CommandContext = { store: ConfigStore; config: StoredConfig; apiUrl: string }

export async function loadContext(options: GlobalOptions): Promise<CommandContext> {
  const store = new ConfigStore()
  const config = await store.read()
  setLanguage(config.lang)
  const apiUrl = resolveApiUrl({
    flag: options.apiUrl,
    env: process.env.AIRDECK_API_URL,
    stored: config.apiUrl,
  })
  return { store, config, apiUrl }
}

/** The token only ever goes to the server that issued it. */
export function requireToken({ config, apiUrl }: CommandContext): string {
  if (!config.token) throw new CliError('E_NOT_SIGNED_IN')
  if (config.apiUrl && config.apiUrl !== apiUrl) {
    throw new CliError('E_SIGNED_IN_ELSEWHERE', { apiUrl, signedInApiUrl: config.apiUrl })
  }
  return config.token
}
