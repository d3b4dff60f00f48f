import type { ReactNode } from 'react'
import { renderToString } from 'ink'

/** Writes a static Ink element once: no live region, nothing left running. */
export function printElement(element: ReactNode, stream: NodeJS.WriteStream) {
  // Logs, pipes and terminals that report no size get long lines rather than a guessed wrap.
  const columns = stream.isTTY && stream.columns > 0 ? stream.columns : 1000
  stream.write(renderToString(element, { columns }) + '\n')
}
