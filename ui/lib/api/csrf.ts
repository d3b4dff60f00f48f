import { readCookie } from '@/lib/cookies'

/** The CSRF token the server placed in a JS-readable cookie, decoded for the X-XSRF-TOKEN header. */
export function readXsrfToken(): string | null {
  return readCookie('XSRF-TOKEN')
}
