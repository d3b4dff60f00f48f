import { resolveMx } from 'node:dns/promises'
import { COMMON_DOMAINS, DISPOSABLE_DOMAINS, ROLE_PREFIXES } from '#core/portal/sign_in/email_lists'

/**
 * The local e-mail health score (payments-and-integrations.md §6.2): 100 means "no negative signal found", not
 * "the mailbox exists" (no SMTP probe: slow, often blocked, and it tells the mail server about the guest). Strict
 * portals accept only 100. Hard failures (syntax, no mail server, throwaway domain) give 0; a role address costs 30,
 * a likely typo 40 (with the suggestion to show); a DNS answer that did not come gives 50 ("unknown"), never cached.
 */
export interface EmailScore {
  score: number
  checks: {
    syntax: boolean
    mx: 'found' | 'none' | 'unknown' | 'skipped'
    disposable: boolean
    role: boolean
    typo: boolean
  }
  /** The address as the guest probably meant it, when the domain looks like a typo of a common provider. */
  suggestion: string | null
}

/** Looks up a domain's MX records; injectable so that tests never touch the network. */
export type MxResolver = (domain: string) => Promise<Array<{ exchange: string; priority: number }>>

const DNS_TIMEOUT_MS = 2500
const CACHE_MS = 10 * 60_000
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN'])

const systemResolver: MxResolver = (domain) =>
  Promise.race([
    resolveMx(domain),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(Object.assign(new Error('DNS timeout'), { code: 'ETIMEOUT' })),
        DNS_TIMEOUT_MS
      ).unref()
    ),
  ])

let resolver: MxResolver = systemResolver
/** Final answers per domain (found / none), so a venue full of gmail.com guests asks DNS once in a while. */
const mxCache = new Map<string, { found: boolean; until: number }>()

/** Replaces the resolver (tests); returns the function that puts the previous one back. */
export function useMxResolver(next: MxResolver) {
  const previous = resolver
  resolver = next
  mxCache.clear()
  return () => {
    resolver = previous
    mxCache.clear()
  }
}

/** An RFC 5322 subset: dot-atom local part (no quotes), host names with a letter TLD, the length limits of RFC 5321. */
export function emailSyntaxOk(address: string): boolean {
  if (address.length > 254) return false
  const at = address.lastIndexOf('@')
  if (at < 1) return false
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (
    local.length > 64 ||
    !/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local)
  )
    return false
  const labels = domain.split('.')
  if (labels.length < 2 || domain.length > 253) return false
  if (!labels.every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label)))
    return false
  return /^[A-Za-z]{2,63}$/.test(labels.at(-1)!)
}

export async function scoreEmail(raw: string): Promise<EmailScore> {
  const address = raw.trim()
  const checks: EmailScore['checks'] = {
    syntax: emailSyntaxOk(address),
    mx: 'skipped',
    disposable: false,
    role: false,
    typo: false,
  }
  if (!checks.syntax) return { score: 0, checks, suggestion: null }
  const at = address.lastIndexOf('@')
  const local = address.slice(0, at).toLowerCase()
  const domain = address.slice(at + 1).toLowerCase()

  checks.disposable = DISPOSABLE_DOMAINS.has(domain)
  checks.role = ROLE_PREFIXES.has(local.split('+')[0])
  const typoOf = likelyTypo(domain)
  checks.typo = typoOf !== null
  const suggestion = typoOf ? `${address.slice(0, at)}@${typoOf}` : null
  if (checks.disposable) return { score: 0, checks, suggestion }

  checks.mx = await mxOf(domain)
  if (checks.mx === 'none') return { score: 0, checks, suggestion }
  let score = 100
  if (checks.role) score -= 30
  if (checks.typo) score -= 40
  if (checks.mx === 'unknown') score = Math.min(score, 50)
  return { score: Math.max(0, score), checks, suggestion }
}

async function mxOf(domain: string): Promise<'found' | 'none' | 'unknown'> {
  const cached = mxCache.get(domain)
  if (cached && cached.until > Date.now()) return cached.found ? 'found' : 'none'
  try {
    const records = await resolver(domain)
    // A "null MX" (RFC 7505: one record with an empty exchange) says the domain takes no mail.
    const found = records.some((record) => record.exchange && record.exchange !== '.')
    remember(domain, found)
    return found ? 'found' : 'none'
  } catch (error) {
    if (NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '')) {
      remember(domain, false)
      return 'none'
    }
    return 'unknown'
  }
}

function remember(domain: string, found: boolean) {
  if (mxCache.size > 5000) mxCache.clear()
  mxCache.set(domain, { found, until: Date.now() + CACHE_MS })
}

/** The common provider a domain is one or two keystrokes away from, or null (an exact match is no typo). */
export function likelyTypo(domain: string): string | null {
  if (COMMON_DOMAINS.includes(domain)) return null
  let best: { domain: string; distance: number } | null = null
  for (const candidate of COMMON_DOMAINS) {
    const allowed = candidate.length > 8 ? 2 : 1
    const distance = editDistance(domain, candidate, allowed)
    if (distance <= allowed && (!best || distance < best.distance))
      best = { domain: candidate, distance }
  }
  return best?.domain ?? null
}

/** Optimal-string-alignment distance (a swap of two neighbours counts once), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array(b.length).fill(0),
  ])
  for (let j = 1; j <= b.length; j++) rows[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1)
      rows[i][j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
  }
  return rows[a.length][b.length]
}
