import type LocationComment from '#core/locations/models/location_comment'

export function transformComment(comment: LocationComment) {
  const author = comment.$preloaded.user as LocationComment['user'] | undefined
  return {
    id: comment.id,
    body: comment.body,
    created_at: comment.createdAt.toISO(),
    author: author
      ? {
          id: author.id,
          name: [author.firstname, author.name].filter(Boolean).join(' '),
          email: author.email,
        }
      : null,
  }
}
