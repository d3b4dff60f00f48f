import { usageError } from './cli-error.js'

export const DEFAULT_API_URL = 'http://localhost:3333'

type Sources = { flag?: string; env?: string; stored?: string }

/** `--api-url`, then `AIRDECK_API_URL`, then the signed-in server, then localhost. */
export function resolveApiUrl({ flag, env, stored }: Sources): string {
  return normalizeApiUrl(flag || env || stored || DEFAULT_API_URL)
}

export function normalizeApiUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw usageError(`Invalid API URL "${value}". Expected something like ${DEFAULT_API_URL}.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`Invalid API URL "${value}": use http:// or https://.`)
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}
