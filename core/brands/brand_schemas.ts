import { dateTime, integer, nullable, object, string } from '#kernel/http/contract/schemas'

const color = (description: string) =>
  nullable(string({ description: `${description} (#rrggbb)`, pattern: '^#[0-9a-f]{6}$' }))

/** A brand as admins see it. */
export const brandSchema = object({
  id: integer(),
  slug: string({ description: "The first label of the brand's host: slug.airdeck.example" }),
  name: string(),
  main_color: color('Primary colour'),
  accent_color: color('Second colour'),
  logo_url: nullable(string({ description: 'The logo (uploaded, else the fixed icon)' })),
  mail_from_name: nullable(
    string({ description: "Sender name of the mails to its partner's users" })
  ),
  partner: nullable(object({ id: integer(), name: string() })),
  created_at: dateTime(),
  updated_at: dateTime(),
})

/** What the sign-in page of a brand's host needs (GET /init/{brand}); `{}` for an unknown brand. */
export const brandInitSchema = object(
  {
    name: string(),
    main_color: nullable(string()),
    accent_color: nullable(string()),
    icon_path: nullable(string()),
  },
  ['name', 'main_color', 'accent_color', 'icon_path']
)
