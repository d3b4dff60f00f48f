import vine from '@vinejs/vine'

/** Query-string filters shared by list endpoints. */
export const listQuery = {
  q: vine.string().trim().maxLength(100).optional(),
  // Capped: a page past any real list would only be echoed back as a huge number.
  page: vine.number().withoutDecimals().range([1, 1_000_000]).optional(),
  perPage: vine.number().withoutDecimals().range([1, 100]).optional(),
}

/** A search term for LIKE, the wildcards the user typed (`%`, `_`, backslash) matched literally. */
export function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`)
}
