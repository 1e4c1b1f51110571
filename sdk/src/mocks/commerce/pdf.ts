/**
 * PDF files of the fake commerce service (invoices, voucher lists), made with pdfkit: A4, the
 * standard Helvetica fonts, content streams left uncompressed (small files whose text tests can read)
 * and the title in the document information as plain text. pdfkit is an optional peer dependency of
 * the sdk, loaded on the first PDF: apps that never ask for one need not install it.
 */

/** A table of the document: column headers, rows, and which columns are right-aligned. */
export interface PdfTable {
  columns: { header: string; width: number; align?: 'left' | 'right' }[]
  rows: string[][]
}

/** What {@link renderPdf} draws, top to bottom. */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'columns'; left: string[]; right: string[] }
  | { kind: 'table'; table: PdfTable }
  | { kind: 'totals'; rows: [string, string][] }
  | { kind: 'gap' }

/** The document information: title (shown by viewers, searchable in the file), author, date. */
export interface PdfInfo {
  title: string
  author: string
  /** Creation date, ms since the epoch (fixed, so the same invoice gives the same bytes). */
  created: number
}

type PdfKitDocument = PDFKit.PDFDocument
/** The parts of pdfkit's module used here (its browser build adds `registerStdFonts`). */
interface PdfKitModule {
  default: new (options?: PDFKit.PDFDocumentOptions) => PdfKitDocument
  registerStdFonts?: (...fonts: unknown[]) => void
}

let pdfkit: Promise<PdfKitModule['default']> | undefined

/**
 * pdfkit, loaded once. Its browser build (an app's msw worker) needs the standard fonts registered;
 * its Node build loads them itself.
 */
function loadPdfKit(): Promise<PdfKitModule['default']> {
  pdfkit ??= (import('pdfkit') as unknown as Promise<PdfKitModule>).then(async (module) => {
    if (module.registerStdFonts) {
      const fonts = await Promise.all([
        import('pdfkit/standard-fonts/Helvetica'),
        import('pdfkit/standard-fonts/HelveticaBold'),
      ])
      module.registerStdFonts(...fonts.map((font) => font.default))
    }
    return module.default
  })
  return pdfkit
}

const MARGIN = 50
const GREY = '#555555'

/**
 * Renders `blocks` as a one-column A4 document.
 * @returns the PDF file's bytes (starting with `%PDF-`)
 * @throws when pdfkit is not installed (an optional peer dependency of `@music/sdk`)
 */
export async function renderPdf(info: PdfInfo, blocks: PdfBlock[]): Promise<Uint8Array> {
  const PDFDocument = await loadPdfKit()
  const doc: PdfKitDocument = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: info.author,
      CreationDate: new Date(info.created),
    },
  })
  const chunks: Uint8Array[] = []
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve())
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * MARGIN
  for (const block of blocks) draw(doc, block, width)
  doc.end()
  await ended
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function draw(doc: PdfKitDocument, block: PdfBlock, width: number): void {
  switch (block.kind) {
    case 'title':
      doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(block.text)
      doc.moveDown(0.5)
      return
    case 'text':
      doc
        .font(block.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor('black')
        .text(block.text)
      return
    case 'gap':
      doc.moveDown(1)
      return
    case 'columns': {
      const top = doc.y
      doc.font('Helvetica').fontSize(10).fillColor(GREY)
      doc.text(block.left.join('\n'), MARGIN, top, { width: width / 2 - 10 })
      const leftBottom = doc.y
      doc.text(block.right.join('\n'), MARGIN + width / 2, top, { width: width / 2, align: 'right' })
      doc.x = MARGIN
      doc.y = Math.max(leftBottom, doc.y)
      doc.fillColor('black')
      return
    }
    case 'table':
      drawTable(doc, block.table, width)
      return
    case 'totals':
      for (const [label, value] of block.rows) {
        const top = doc.y
        const last = label === block.rows.at(-1)?.[0]
        doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
        doc.text(label, MARGIN + width / 2, top, { width: width / 4 })
        doc.text(value, MARGIN + (3 * width) / 4, top, { width: width / 4, align: 'right' })
      }
      doc.x = MARGIN
      return
  }
}

function drawTable(doc: PdfKitDocument, table: PdfTable, width: number): void {
  const total = table.columns.reduce((n, c) => n + c.width, 0)
  const row = (cells: string[], bold: boolean) => {
    const top = doc.y
    let x = MARGIN
    let bottom = top
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    table.columns.forEach((column, i) => {
      const w = (column.width / total) * width
      doc.text(cells[i] ?? '', x, top, { width: w - 6, align: column.align ?? 'left' })
      bottom = Math.max(bottom, doc.y)
      x += w
    })
    doc.x = MARGIN
    doc.y = bottom + 4
  }
  row(
    table.columns.map((c) => c.header),
    true,
  )
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + width, doc.y - 2)
    .strokeColor('#999999')
    .stroke()
  for (const cells of table.rows) row(cells, false)
  doc.moveDown(0.5)
}

/**
 * The text of a PDF {@link renderPdf} wrote, one line per text run: its content streams are
 * uncompressed and show text as hex strings of `TJ` arrays in WinAnsi. For tests that read an invoice
 * back (the sandbox's and the browser tests'); not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const source = new TextDecoder('latin1').decode(bytes)
  return [...source.matchAll(/\[(.*)\] TJ/g)]
    .map((m) =>
      [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((h) =>
          (h[1]?.match(/../g) ?? []).map((b) => String.fromCharCode(Number.parseInt(b, 16))).join(''),
        )
        .join(''),
    )
    .join('\n')
}
