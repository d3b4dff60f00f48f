import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type Customer from '#core/customers/models/customer'
import { uploadsRoot } from '#kernel/storage/uploads'

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64'
)

/** A JPEG's first bytes are all the check reads. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)])

/** Gives a customer a stored logo without going through the API. */
export async function giveLogo(customer: Customer) {
  const relative = `customers/${customer.id}/test-${Date.now()}.png`
  await mkdir(join(uploadsRoot(), `customers/${customer.id}`), { recursive: true })
  await writeFile(join(uploadsRoot(), relative), PNG)
  customer.logoPath = relative
  await customer.save()
}
