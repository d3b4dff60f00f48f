/** Reading CSV files people upload (tenants, stock counts): the bytes as text, and one line's fields. */

/** Excel saves UTF-8 with a byte-order mark, or Windows-1252 when told "CSV"; both are read. */
export function decodeCsv(bytes: Buffer) {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes)
  }
  return text.replace(/^\uFEFF/, '')
}

/** One line's fields (RFC 4180 quoting within the line); null when its quotes do not close. */
export function splitCsvLine(line: string, delimiter: string): string[] | null {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') ((field += '"'), index++)
      else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field.trim() === '') ((field = ''), (quoted = true))
    else if (char === delimiter) (fields.push(field), (field = ''))
    else field += char
  }
  if (quoted) return null
  fields.push(field)
  return fields.map((value) => value.trim())
}
