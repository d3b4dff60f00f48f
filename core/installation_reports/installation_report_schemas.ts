import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  string,
} from '#kernel/http/contract/schemas'

export const installationPhotoSchema = object({
  id: integer(),
  name: string(),
  mime: string(),
  width: integer(),
  height: integer(),
  bytes: integer(),
  url: string(),
  thumbnail_url: string(),
})

/** An installation report (spec §3): the three checks, notes, author and photos. */
export const installationReportSchema = object({
  id: integer(),
  location_id: integer(),
  bridge_present: boolean(),
  failover_present: boolean(),
  guest_wifi_ok: boolean(),
  notes: nullable(string()),
  created_at: dateTime(),
  author: nullable(object({ id: integer(), name: string() })),
  photos: array(installationPhotoSchema),
})
