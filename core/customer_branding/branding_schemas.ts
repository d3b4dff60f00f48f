import { nullable, object, string } from '#kernel/http/contract/schemas'

/** A customer's branding as the API shows it: the colour and the images as URLs (null when not set). */
export const brandingSchema = object({
  main_color: nullable(string({ description: '#rrggbb' })),
  logo_url: nullable(string()),
  header_url: nullable(string()),
})
