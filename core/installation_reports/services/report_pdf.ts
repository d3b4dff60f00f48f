import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { printable, wrap } from '#core/locations/services/location_label'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48

/**
 * A plain A4 document written top to bottom: headings, text and photos, with a new page whenever the next piece
 * does not fit. Shared by the installation report, the report notes and the customer export.
 */
export class ReportPdf {
  #page!: PDFPage
  #y = 0
  private constructor(
    readonly pdf: PDFDocument,
    private bold: PDFFont,
    private regular: PDFFont
  ) {}

  static async create(title: string) {
    const pdf = await PDFDocument.create()
    pdf.setTitle(title)
    pdf.setCreator('Airdeck')
    const writer = new ReportPdf(
      pdf,
      await pdf.embedFont(StandardFonts.HelveticaBold),
      await pdf.embedFont(StandardFonts.Helvetica)
    )
    writer.newPage()
    return writer
  }

  get width() {
    return A4[0] - 2 * MARGIN
  }

  newPage() {
    this.#page = this.pdf.addPage(A4)
    this.#y = A4[1] - MARGIN
  }

  #room(height: number) {
    if (this.#y - height < MARGIN) this.newPage()
  }

  text(value: string, options: { size?: number; bold?: boolean; grey?: boolean } = {}) {
    const size = options.size ?? 10
    const font = options.bold ? this.bold : this.regular
    for (const paragraph of printable(font, value).split('\n'))
      for (const line of wrap(font, paragraph, size, this.width)) {
        this.#room(size * 1.35)
        this.#y -= size * 1.35
        this.#page.drawText(line, {
          x: MARGIN,
          y: this.#y,
          size,
          font,
          color: options.grey ? rgb(0.4, 0.4, 0.45) : rgb(0.1, 0.1, 0.12),
        })
      }
  }

  heading(value: string, size = 16) {
    this.space(size * 0.4)
    this.text(value, { size, bold: true })
    this.space(4)
  }

  space(points: number) {
    this.#y -= points
  }

  /** A JPEG of `width` × `height` pixels, scaled to fit the column and at most `maxHeight` points high. */
  async jpeg(bytes: Uint8Array, width: number, height: number, maxHeight = 300) {
    const scale = Math.min(this.width / width, maxHeight / height, 1)
    const drawn = { width: width * scale, height: height * scale }
    this.#room(drawn.height + 8)
    this.#y -= drawn.height + 8
    const image = await this.pdf.embedJpg(bytes)
    this.#page.drawImage(image, { x: MARGIN, y: this.#y, ...drawn })
  }

  async save() {
    return Buffer.from(await this.pdf.save({ useObjectStreams: false }))
  }
}
