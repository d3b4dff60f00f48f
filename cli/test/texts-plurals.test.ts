import { describe, expect, it } from 'vitest'
import { CATALOGS, LANGUAGES, type Catalog } from '../src/lib/texts.js'

/**
 * A number straight before a word ("{sites} sites") reads "1 sites" when it is one. Such a text of the CLI must be a
 * plural family ({ one, other }, chosen by `count`) or be composed from families by its caller (issue 32 item 13).
 */

/** Placeholders that never hold a count: names and other text, codes, ids and values that name something. */
const NOT_COUNTS = new Set([
  'alias',
  'code',
  'controller',
  'id',
  'location',
  'message',
  'mode',
  'site',
  'status',
  'what',
])

/** Words whose form does not change with the number before them: units and linking words. */
const INVARIANT_WORDS = new Set([
  ...['s', 'KB', 'MB'],
  ...['of', 'to', 'in', 'van', 'tot', 'sur', 'à', 'en', 'von', 'bis'],
])

/** Texts (or families) that may keep a number before a word, with the reason it never reads wrong. */
const ALLOWED: Record<string, string> = {}

/** Each number-like placeholder of a text followed directly by a word, as `{name} word`. */
function countsBeforeWords(entry: Catalog[string]): string[] {
  const forms = typeof entry === 'string' ? [entry] : Object.values(entry)
  // In a family the form is chosen for `count`; any other number there is still unchecked.
  const exempt = typeof entry === 'string' ? NOT_COUNTS : new Set([...NOT_COUNTS, 'count'])
  return forms.flatMap((form) =>
    [...form.matchAll(/\{(\w+)\}[\s\u00a0]*(\p{L}+)/gu)]
      .filter(([, name, word]) => !exempt.has(name!) && !INVARIANT_WORDS.has(word!))
      .map(([, name, word]) => `{${name}} ${word}`)
  )
}

describe('counts before nouns in the CLI texts', () => {
  it('finds a number before a noun, but not before a unit or as the count of a plural family', () => {
    expect(countsBeforeWords('{sites} sites ({bound} bound) in {seconds} s')).toEqual([
      '{sites} sites',
      '{bound} bound',
    ])
    expect(countsBeforeWords('Page {page} of {lastPage} · {things}')).toEqual([])
    expect(countsBeforeWords('#{id} {alias}: {status}')).toEqual([])
    expect(
      countsBeforeWords({ one: '{count} site', other: '{count} sites, {devices} devices' })
    ).toEqual(['{devices} devices'])
    expect(countsBeforeWords('{count} site')).toEqual(['{count} site'])
  })

  it.each(LANGUAGES)('%s puts a count before a word only through plural families', (language) => {
    const found = Object.entries(CATALOGS[language])
      .filter(([key]) => !(key in ALLOWED))
      .flatMap(([key, entry]) => countsBeforeWords(entry).map((hit) => `${key}  ${hit}`))
    expect(found).toEqual([])
  })

  it('allows only texts that exist and still need it in some language', () => {
    const needed = (key: string) =>
      LANGUAGES.some((language) => {
        const entry = CATALOGS[language][key]
        return entry !== undefined && countsBeforeWords(entry).length > 0
      })
    expect(Object.keys(ALLOWED).filter((key) => !needed(key))).toEqual([])
  })

  it('has every text in the four languages, a family in one language being a family in all', () => {
    const shape = (language: (typeof LANGUAGES)[number]) =>
      Object.fromEntries(
        Object.entries(CATALOGS[language]).map(([key, entry]) => [key, typeof entry])
      )
    for (const language of LANGUAGES) expect(shape(language)).toEqual(shape('en'))
  })
})
