/** A superagent parser that keeps a binary body (PDF) as a Buffer. */
export function bufferBody(response: any, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
}
