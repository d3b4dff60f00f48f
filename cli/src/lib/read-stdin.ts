export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/** `echo secret | airdeck login --password-stdin` sends one trailing newline that is not part of it. */
export function stripFinalNewline(text: string): string {
  return text.replace(/\r?\n$/, '')
}
