import { boolean, nullable, object, string } from '#kernel/http/contract/schemas'

/** A customer's branding as the API shows it: the colour and the images as URLs (null when not set). */
const brandingFields = {
  main_color: nullable(string({ description: '#rrggbb' })),
  logo_url: nullable(string()),
  header_url: nullable(string()),
}
export const brandingSchema = object(brandingFields)

/** `GET /customers/{id}/branding`: `is_set` false and the default look (every field null) while the customer has none. */
export const customerBrandingSchema = object({
  is_set: {
    ...boolean(),
    description: 'false: the customer has no branding yet and wears the default look',
  },
  ...brandingFields,
})
