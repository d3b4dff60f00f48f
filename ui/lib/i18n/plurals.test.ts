import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/config/constants'

/**
 * A number straight before a word ("{{sites}} sites") reads "1 sites" when it is one. Such a text must be a
 * plural family (`key_one` / `key_other`, asked for with `count`) or be composed from plural pieces.
 */
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' })

type Tree = { [key: string]: string | Tree }

/** Placeholders that never hold a count: names and other text, money, dates, and numbers that name something. */
const NOT_COUNTS = new Set([
  ...[
    'actor',
    'alias',
    'card',
    'client',
    'code',
    'company',
    'customer',
    'destination',
    'email',
    'field',
  ],
  ...[
    'from',
    'id',
    'inviter',
    'ip',
    'mac',
    'name',
    'phone',
    'plan',
    'planName',
    'provider',
    'serial',
  ],
  ...[
    'site',
    'status',
    'subject',
    'suggestedName',
    'to',
    'url',
    'vendor',
    'venue',
    'version',
    'who',
  ],
  ...['amount', 'price', 'subtotal', 'vat'],
  ...['date', 'day', 'duration', 'period', 'when', 'year'],
  ...['number', 'port'],
])

/** Words whose form does not change with the number before them: units, linking words, verb particles. */
const INVARIANT_WORDS = new Set([
  ...['B', 'KB', 'MB', 'o', 'Ko', 'Mbps', 'Mbit', 'ms', 's', 'min', 'Min'],
  ...[
    'of',
    'to',
    'and',
    'in',
    'van',
    'tot',
    'en',
    'op',
    'sur',
    'à',
    'et',
    'von',
    'bis',
    'und',
    'auf',
  ],
  ...['ein', 'toe', 'online'],
])

const RANGE = 'a range "{{min}} to {{max}}" (min < max) takes the plural in all four languages'
const PART_OF_TOTAL = 'the verb after {{total}} agrees with {{count}}, the part ("1 of 24 … has")'

/** Texts (or plural families) that may keep a number before a word, with the reason it never reads wrong. */
const ALLOWED: Record<string, string> = {
  'network:wlans.passphraseHint': RANGE,
  'network:wlans.passphraseLength': RANGE,
  'network:ppsk.passphraseHint': RANGE,
  'network:ppsk.passphraseRule': RANGE,
  'tenants:form.keyHint': RANGE,
  'tenants:form.keyRule': RANGE,
  'history:charts.gaps': PART_OF_TOTAL,
  'network:firmware.upgradable': PART_OF_TOTAL,
  'dashboard:more':
    'nl and de end on a participle ("3 van 5 getoond"), the same for one and many; en and fr have none',
  'referrals:runs.progress':
    '"{{failed}} failed" is a participle, the same for one and many in en, nl and de; fr says "en échec"',
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value, path) }
  }, {})
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** In a plural family i18next picks the form for `count`; any other number there is still unchecked. */
function isPluralForm(key: string, texts: Record<string, string>) {
  const base = key.replace(PLURAL_SUFFIX, '')
  return base !== key && `${base}_one` in texts && `${base}_other` in texts
}

/** Each number-like placeholder of a text followed directly by a word, as `{{name}} word`. */
function countsBeforeWords(key: string, texts: Record<string, string>): string[] {
  const exempt = isPluralForm(key, texts) ? new Set([...NOT_COUNTS, 'count']) : NOT_COUNTS
  return [...(texts[key] ?? '').matchAll(/\{\{\s*(\w+)[^}]*\}\}[\s\u00a0]*(\p{L}+)/gu)]
    .filter(([, name, word]) => !exempt.has(name!) && !INVARIANT_WORDS.has(word!))
    .map(([, name, word]) => `{{${name}}} ${word}`)
}

const namespaceOf = (file: string) => file.match(/\/(\w+)\.json$/)![1]!

const isAllowed = (namespace: string, key: string) =>
  `${namespace}:${key}` in ALLOWED || `${namespace}:${key.replace(PLURAL_SUFFIX, '')}` in ALLOWED

/** Every text of one language, by namespace. */
const textsOf = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .map(([file, tree]) => [namespaceOf(file), flatten(tree)])
  )

describe('counts before nouns', () => {
  it('finds a number before a noun, but not before a unit or outside the count of a plural family', () => {
    const texts = {
      synced: '{{sites}} sites ({{bound}} linked) in {{seconds}} s',
      range: '{{min}} to {{max}} of {{total}}',
      total_one: '{{count}} site of {{name}} at {{port}} port',
      total_other: '{{count}} sites, {{devices}} devices',
    }
    expect(countsBeforeWords('synced', texts)).toEqual(['{{sites}} sites', '{{bound}} linked'])
    expect(countsBeforeWords('range', texts)).toEqual([])
    expect(countsBeforeWords('total_one', texts)).toEqual([])
    expect(countsBeforeWords('total_other', texts)).toEqual(['{{devices}} devices'])
    expect(countsBeforeWords('alone_one', { alone_one: '{{count}} site' })).toEqual([
      '{{count}} site',
    ])
  })

  it.each(LANGUAGES)('%s puts a count before a word only through plural forms', (language) => {
    const found = Object.entries(textsOf(language)).flatMap(([namespace, texts]) =>
      Object.keys(texts)
        .filter((key) => !isAllowed(namespace, key))
        .flatMap((key) => countsBeforeWords(key, texts).map((hit) => `${namespace}:${key}  ${hit}`))
    )
    expect(found).toEqual([])
  })

  it('allows only texts that exist and still need it in some language', () => {
    const needed = (id: string) => {
      const [namespace, allowedKey] = id.split(':') as [string, string]
      return LANGUAGES.some((language) => {
        const texts = textsOf(language)[namespace] ?? {}
        return Object.keys(texts)
          .filter((key) => key === allowedKey || key.replace(PLURAL_SUFFIX, '') === allowedKey)
          .some((key) => countsBeforeWords(key, texts).length > 0)
      })
    }
    expect(Object.keys(ALLOWED).filter((id) => !needed(id))).toEqual([])
  })
})
