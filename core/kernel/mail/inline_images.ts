export interface InlineImage {
  cid: string
  content: Buffer
  contentType: string
  filename: string
}

const DATA_IMAGE = /src="data:(image\/(?:png|jpeg|gif));base64,([A-Za-z0-9+/]+={0,2})"/g

/**
 * Images a mail carries as data URLs (a tenant's WiFi QR code), turned into inline attachments referenced by
 * `cid:` at delivery: many mail clients drop data URLs, every one shows an inline attachment. The outbox keeps
 * the data URLs, so an admin reading it sees the images too.
 */
export function inlineDataImages(html: string): { html: string; images: InlineImage[] } {
  const images: InlineImage[] = []
  const rewritten = html.replace(DATA_IMAGE, (_match, contentType: string, data: string) => {
    const index = images.length + 1
    const cid = `image-${index}@airdeck`
    images.push({
      cid,
      content: Buffer.from(data, 'base64'),
      contentType,
      filename: `image-${index}.${contentType.split('/')[1]}`,
    })
    return `src="cid:${cid}"`
  })
  return { html: rewritten, images }
}
