/**
 * Finds each `{name}` (or `{name, number}`) of an ICU message that stands straight before a word, as `{name} word`,
 * outside any plural construct's `#`. The branches of `plural`, `selectordinal` and `select` are walked too: in
 * `{count, plural, other {# sites, {devices} devices}}` the `{devices}` is still a number before a word.
 */
export function placeholdersBeforeWords(message: string): string[] {
  const hits: string[] = []
  walkMessage(message, 0, hits)
  return hits
}

const BRANCHING = new Set(['plural', 'selectordinal', 'select'])
const NUMERIC = new Set(['number'])
const WORD_AFTER = /^[\s\u00a0]*(\p{L}+)/u

/** Walks literal text and arguments up to the `}` that closes a branch (or the end); answers where it stopped. */
function walkMessage(text: string, start: number, hits: string[]): number {
  let at = start
  while (at < text.length) {
    const char = text[at]
    if (char === '}') return at
    // ICU quoting: an apostrophe before a brace makes the braces up to the next apostrophe plain text.
    if (char === "'" && (text[at + 1] === '{' || text[at + 1] === '}')) {
      const close = text.indexOf("'", at + 1)
      at = close === -1 ? text.length : close + 1
    } else if (char === '{') at = walkArgument(text, at + 1, hits)
    else at++
  }
  return at
}

/** From just after an argument's `{` to just after its `}`. */
function walkArgument(text: string, start: number, hits: string[]): number {
  const name = readUntil(text, start, /[,}]/)
  if (text[name.end] === '}') return placeholderEnd(text, name.value, name.end + 1, hits)
  const kind = readUntil(text, name.end + 1, /[,}]/)
  if (!BRANCHING.has(kind.value)) {
    const close = text.indexOf('}', kind.end)
    if (close === -1) return text.length
    return NUMERIC.has(kind.value) ? placeholderEnd(text, name.value, close + 1, hits) : close + 1
  }
  let at = kind.end + 1
  while (at < text.length) {
    while (/\s/.test(text[at] ?? '')) at++
    if (text[at] === '}' || at >= text.length) return at + 1
    const key = readUntil(text, at, /[\s{]/)
    at = key.end
    while (/\s/.test(text[at] ?? '')) at++
    // `offset:1` sits among the keys without a branch of its own.
    if (text[at] !== '{') continue
    at = walkMessage(text, at + 1, hits) + 1
  }
  return at
}

function placeholderEnd(text: string, name: string, end: number, hits: string[]) {
  const word = text.slice(end).match(WORD_AFTER)?.[1]
  if (word) hits.push(`{${name}} ${word}`)
  return end
}

function readUntil(text: string, start: number, stop: RegExp) {
  let end = start
  while (end < text.length && !stop.test(text[end]!)) end++
  return { value: text.slice(start, end).trim(), end }
}
