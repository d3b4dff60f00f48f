import sharp from 'sharp'

/** A JPEG photo with a GPS position in its EXIF, as phones write them. */
export function jpegWithGps(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Airdeck test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 51/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 21/1 0/1',
      },
    })
    .toBuffer()
}

export function png(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer()
}

/**
 * A HEIC the way iPhones write it (HEVC-coded items): made from an AV1 HEIF by renaming its brands and codec, which
 * is what decoders look at. The installed libvips has no HEVC decoder, as with a real iPhone photo.
 */
export async function iphoneStyleHeic() {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: 'blue' } })
    .heif({ compression: 'av1' })
    .toBuffer()
  const bytes = Buffer.from(avif)
  const rename = (from: string, to: string) => {
    for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from))
      bytes.write(to, at, 'latin1')
  }
  rename('av01', 'hvc1')
  rename('avif', 'heic')
  rename('mif1', 'heic')
  return bytes
}
