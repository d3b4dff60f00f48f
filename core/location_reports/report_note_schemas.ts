import { array, dateTime, integer, nullable, object, string } from '#kernel/http/contract/schemas'

/** A note of the venue's report with its attached files. */
export const reportNoteSchema = object({
  id: integer(),
  body: string(),
  created_at: dateTime(),
  updated_at: dateTime(),
  author: nullable(object({ id: integer(), name: string() })),
  attachments: array(
    object({
      id: integer(),
      name: string(),
      mime: string(),
      bytes: integer(),
      url: string(),
      thumbnail_url: nullable(string()),
    })
  ),
})
