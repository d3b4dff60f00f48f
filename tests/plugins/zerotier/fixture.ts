import { readFileSync } from 'node:fs'

/** A recorded Central v1 answer from ./fixtures (one file per endpoint: `network_member` = GET /network/{id}/member). */
export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))
}
