type Schema = Record<string, any>

/**
 * The readable API reference, rendered on the server from the OpenAPI document: plain HTML and CSS, no script, so
 * it works offline, within the content security policy, and fast. Grouped by tag; every operation shows its access
 * rule, rate-limit class, parameters, body, answer and error codes.
 */
export function renderReference(document: Schema): string {
  const operations = Object.entries<Schema>(document.paths).flatMap(([path, byMethod]) =>
    Object.entries<Schema>(byMethod).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
    }))
  )
  const tags: string[] = document.tags.map((tag: Schema) => tag.name)
  const sections = tags.map((tag) => {
    const items = operations.filter((entry) => entry.operation.tags?.[0] === tag)
    return `<section id="${anchor(tag)}"><h2>${escape(tag)}</h2>${items.map(operationHtml).join('')}</section>`
  })
  const codes = Object.entries<string>(document['x-error-codes'] ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([code, message]) =>
        `<tr><td><code>${escape(code)}</code></td><td>${escape(message)}</td></tr>`
    )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<nav aria-label="Sections"><strong>${escape(document.info.title)}</strong> <span class="muted">${escape(document.info.version)}</span>
<ul>${tags.map((tag) => `<li><a href="#${anchor(tag)}">${escape(tag)}</a></li>`).join('')}<li><a href="#error-codes">Error codes</a></li></ul>
<p><a href="/rest/openapi.json">openapi.json</a></p></nav>
<main>
<h1>${escape(document.info.title)}</h1>
${markdown(document.info.description ?? '')}
${sections.join('\n')}
<section id="error-codes"><h2>Error codes</h2><table><thead><tr><th>Code</th><th>Message (English)</th></tr></thead><tbody>${codes.join('')}</tbody></table></section>
</main>
</body>
</html>
`
}

function operationHtml({
  path,
  method,
  operation,
}: {
  path: string
  method: string
  operation: Schema
}) {
  const parameters: Schema[] = operation.parameters ?? []
  const body = operation.requestBody?.content
  const limit = operation['x-rate-limit']
  const facts = [
    operation.description,
    limit
      ? `Rate limit: ${limit.class}${limit.perMinutePerCaller ? `, ${limit.perMinutePerCaller}/min per caller` : ''}, ${limit.perMinutePerIp}/min per IP.`
      : '',
    operation['x-idempotent'] ? 'Idempotent with an Idempotency-Key header.' : '',
  ].filter(Boolean)
  const parts = [`<p>${facts.map(escapeInline).join(' ')}</p>`]
  if (parameters.length) {
    const rows = parameters.map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${typeName(p.schema)}</td><td>${p.required ? 'required' : ''}</td></tr>`
    )
    parts.push(`<h4>Parameters</h4><table><tbody>${rows.join('')}</tbody></table>`)
  }
  if (body) {
    const [type, content] = Object.entries<Schema>(body)[0]
    parts.push(
      `<h4>Body <span class="muted">${escape(type)}</span></h4>${schemaHtml(content.schema)}`
    )
  }
  const responses = Object.entries<Schema>(operation.responses).map(([status, response]) => {
    if (response.$ref)
      return `<li><code>${status}</code> ${escape(
        String(response.$ref)
          .split('/')
          .pop()!
          .replace(/^Error/, 'error ')
      )}</li>`
    const [type, content] = Object.entries<Schema>(response.content ?? {})[0] ?? []
    return `<li><code>${status}</code> ${escape(response.description ?? '')} ${type ? `<span class="muted">${escape(type)}</span>` : ''}${content?.schema && type === 'application/json' ? schemaHtml(content.schema) : ''}</li>`
  })
  parts.push(`<h4>Answers</h4><ul class="answers">${responses.join('')}</ul>`)
  if (operation['x-error-codes']?.length)
    parts.push(
      `<p>Also: ${operation['x-error-codes'].map((code: string) => `<code>${escape(code)}</code>`).join(', ')}</p>`
    )
  for (const sample of operation['x-codeSamples'] ?? [])
    parts.push(
      `<h4>Example <span class="muted">${escape(sample.label)}</span></h4><pre><code>${escape(sample.source)}</code></pre>`
    )
  return `<details id="${anchor(operation.operationId)}"><summary><span class="method ${method.toLowerCase()}">${method}</span> <code>${escape(path)}</code> <span>${escape(operation.summary)}</span></summary>${parts.join('')}</details>`
}

function schemaHtml(schema: Schema | undefined, depth = 0): string {
  if (!schema || depth > 6) return ''
  if (schema.type === 'array' && schema.items?.properties)
    return `<div class="muted">array of</div>${schemaHtml(schema.items, depth + 1)}`
  const properties = Object.entries<Schema>(schema.properties ?? {})
  if (properties.length === 0)
    return schema.description ? `<p class="muted">${escape(schema.description)}</p>` : ''
  const required = new Set<string>(schema.required ?? [])
  const fields = properties.map(([name, property]) => {
    const nested =
      property.properties || property.items?.properties ? schemaHtml(property, depth + 1) : ''
    const note = property.description ? ` — ${escape(property.description)}` : ''
    return `<li><code>${escape(name)}</code> <span class="type">${typeName(property)}</span>${required.has(name) ? '' : ' <span class="muted">optional</span>'}${note}${nested}</li>`
  })
  return `${schema.description ? `<p class="muted">${escape(schema.description)}</p>` : ''}<ul class="fields">${fields.join('')}</ul>`
}

function typeName(schema: Schema | undefined): string {
  if (!schema) return 'any'
  if (schema.enum)
    return schema.enum.map((value: unknown) => escape(JSON.stringify(value))).join(' | ')
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf).map(typeName).join(' | ')
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object']
  return types
    .map((type: string) =>
      type === 'array'
        ? `${typeName(schema.items)}[]`
        : escape(schema.format ? `${type} (${schema.format})` : type)
    )
    .join(' | ')
}

/** The little markdown the introduction uses: paragraphs, **bold** and `code`. */
function markdown(text: string) {
  return text
    .split(/\n\n+/)
    .map((paragraph) => `<p>${escapeInline(paragraph.replace(/\n/g, ' '))}</p>`)
    .join('\n')
}

function escapeInline(text: string) {
  return escape(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
}

function escape(text: unknown) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function anchor(text: string) {
  return String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
}

const STYLE = `
:root{color-scheme:light dark;--line:#d0d7de;--muted:#6a737d;--get:#1f6feb;--post:#1a7f37;--put:#9a6700;--patch:#8250df;--delete:#cf222e}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;display:grid;grid-template-columns:240px 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:16px;border-right:1px solid var(--line)}
nav ul{list-style:none;padding:0}nav li{margin:4px 0}main{padding:24px 32px;max-width:1100px;min-width:0}
details{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:8px 12px}summary{cursor:pointer;overflow-wrap:anywhere}
.method{display:inline-block;min-width:64px;font-weight:700;font-size:13px}.get{color:var(--get)}.post{color:var(--post)}.put{color:var(--put)}.patch{color:var(--patch)}.delete{color:var(--delete)}
.muted{color:var(--muted)}.type{color:var(--patch)}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}td,th{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
ul.fields{margin:4px 0 4px 4px;padding-left:16px;border-left:2px solid var(--line)}code{font-size:13px;overflow-wrap:anywhere}
pre{overflow-x:auto;padding:8px 12px;border:1px solid var(--line);border-radius:6px}pre code{overflow-wrap:normal;white-space:pre}
@media (max-width:760px){body{display:block}nav{position:static;height:auto;border-right:0;border-bottom:1px solid var(--line)}main{padding:16px}}
`
