import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/config/constants'
import { NAMESPACES } from '@/lib/i18n/i18n'

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' })

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value, path) }
  }, {})
}

const load = (language: string, namespace: string) =>
  flatten(files[`./${language}/${namespace}.json`] ?? {})

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe('translations', () => {
  it('has a folder per language and a file per namespace, nothing else', () => {
    const expected = LANGUAGES.flatMap((language) =>
      NAMESPACES.map((namespace) => `./${language}/${namespace}.json`)
    )
    expect(Object.keys(files).sort()).toEqual(expected.sort())
  })

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = load('en', namespace)

    it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
      const translated = load(language, namespace)
      const missing = Object.keys(english).filter((key) => !(key in translated))
      const extra = Object.keys(translated).filter((key) => !(key in english))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
      expect(Object.entries(translated).filter(([, text]) => !text.trim())).toEqual([])
    })

    it.each(LANGUAGES)('%s keeps the placeholders of every English text', (language) => {
      const translated = load(language, namespace)
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(translated[key] ?? ''), `${language} ${namespace}:${key}`).toEqual(
          placeholders(text)
        )
      }
    })
  })
})

const sources = import.meta.glob<string>(
  [
    '../app/**/*.{ts,tsx}',
    '../components/**/*.{ts,tsx}',
    '../features/**/*.{ts,tsx}',
    '../lib/**/*.{ts,tsx}',
  ],
  { eager: true, query: '?raw', import: 'default' }
)

describe('keys used in the code', () => {
  const english = Object.fromEntries(
    NAMESPACES.map((namespace) => [namespace, load('en', namespace)])
  )

  it.each(Object.keys(sources).filter((file) => !file.includes('.test.')))(
    '%s asks only for existing keys',
    (file) => {
      const code = sources[file]!
      const fileNamespace = code.match(/useTranslation\('(\w+)'\)/)?.[1] ?? 'common'
      const missing = [...code.matchAll(/\bt\(\s*'([\w.:-]+)'/g)]
        .map((match) => match[1]!)
        .map((key) => (key.includes(':') ? key : `${fileNamespace}:${key}`))
        .filter((key) => {
          const [namespace, path] = key.split(':') as [string, string]
          // t('x', { count }) resolves to the plural forms x_one / x_other.
          return !(
            english[namespace] &&
            (path in english[namespace] || `${path}_other` in english[namespace])
          )
        })
      expect(missing).toEqual([])
    }
  )
})
