import type User from '#core/users/models/user'

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

type Method = 'get' | 'post' | 'put' | 'delete'

/** One API call as `user` (anonymous when null), JSON or a `logo` file, with the CSRF token like the web app. */
export function send(
  client: any,
  method: Method,
  path: string,
  user: User | null,
  options: { body?: unknown; file?: Buffer } = {}
) {
  let request = client[method](path)
  if (options.file) request = request.file('logo', options.file, { filename: 'logo.png' })
  else if (options.body !== undefined) request = request.json(options.body)
  if (user) request = request.loginAs(user)
  if (method !== 'get') request = request.withCsrfToken()
  return request
}
