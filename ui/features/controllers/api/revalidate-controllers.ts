import { mutate } from 'swr'
import { controllersKey } from './get-controllers'

/** Every cached page of the controllers list, and each controller's sites. */
export const revalidateControllers = () =>
  mutate((key) =>
    Array.isArray(key)
      ? key[0] === controllersKey
      : typeof key === 'string' && key.startsWith(`${controllersKey}/`)
  )
