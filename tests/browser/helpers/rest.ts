import type { Page } from 'playwright'
import { appUrl } from '#tests/browser/helpers/chromium'

/** A GET on the API with the signed-in browser's session, for checks a person would make by looking. */
export async function restJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(appUrl(`/rest${path}`))
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** The header a cookie session's write echoes: the XSRF-TOKEN cookie, decoded, as the web app sends it. */
export async function xsrfHeader(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') }
}

/** What the admin's "Sync now" button does, from the signed-in browser session. */
export async function syncNow(page: Page, controllerId: number) {
  const response = await page.request.post(appUrl(`/rest/controllers/${controllerId}/sync`), {
    headers: { ...(await xsrfHeader(page)), Accept: 'application/json' },
  })
  if (!response.ok()) throw new Error(`sync: ${response.status()} ${await response.text()}`)
}

/** An address in the first subnet with a CIDR, far from what DHCP hands out first. */
export function freeAddress(cidr: string) {
  const [gateway] = cidr.split('/')
  return gateway!.split('.').slice(0, 3).concat('213').join('.')
}
