import { boolean, integer, nullable, object, string } from '#kernel/http/contract/schemas'

const person = object({ id: integer(), email: string(), firstname: string(), name: string() })

export const impersonationSchema = object({
  impersonating: boolean(),
  impersonator: {
    ...nullable(person),
    description: 'The admin signed in as `user` (null when not impersonating)',
  },
  user: person,
})

export const supportAccessSchema = object({
  customer_id: integer(),
  blocked: {
    ...boolean(),
    description: 'True: platform admins may not sign in as this customer’s users',
  },
})
