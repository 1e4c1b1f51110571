/**
 * gzip for cached pages without compressing per response (docs/decisions/019): a cached page's HTML is
 * compressed once, segment by segment, around the places its CSP nonce goes; each response splices
 * its own nonce in as an uncompressed ("stored") deflate block and adds the gzip trailer. The result
 * is one ordinary gzip member (RFC 1952) over deflate blocks (RFC 1951 §3.2.4), which any client
 * inflates. Each segment ends in a full flush (byte-aligned, no back-references across it), so the
 * pieces join as they are.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

/** A page's HTML compressed around its nonce slots. */
export interface SplicedGzip {
  /** Each segment's deflate blocks, byte-aligned, not final. */
  compressed: Buffer[]
  /** Each segment's UTF-8 bytes (for the CRC and the size in the trailer). */
  raw: Buffer[]
}

/** gzip header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** A final, empty deflate block (fixed Huffman codes, end of block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/** Compresses each segment (UTF-8 bytes, kept as they are, not copied) once: deflate at zlib `level` 1–9, default 6; full flush. */
export function compressSegments(segments: readonly Uint8Array[], level = 6): SplicedGzip {
  const raw = segments.map((segment) => Buffer.from(segment.buffer, segment.byteOffset, segment.byteLength))
  const compressed = raw.map((bytes) => deflateRawSync(bytes, { level, finishFlush: constants.Z_FULL_FLUSH }))
  return { compressed, raw }
}

/** The uncompressed bytes of the segments joined with `nonce` (for a client that takes no gzip). */
export function joinRaw(page: SplicedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1')
  return Buffer.concat(page.raw.flatMap((raw, i) => (i > 0 ? [nonceBytes, raw] : [raw])))
}

/** The gzip bytes of the segments joined with `nonce` (ASCII, under 64 KiB). */
export function splice(page: SplicedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1')
  const length = nonceBytes.length
  // A stored block: BFINAL 0, BTYPE 00 (byte-aligned after a full flush), LEN, NLEN, the bytes.
  const stored = Buffer.concat([
    Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]),
    nonceBytes,
  ])
  const parts: Buffer[] = [HEADER]
  let crc = 0
  let size = 0
  page.compressed.forEach((compressed, i) => {
    const raw = page.raw[i] as Buffer
    if (i > 0) {
      parts.push(stored)
      crc = crc32(nonceBytes, crc)
      size += length
    }
    parts.push(compressed)
    crc = crc32(raw, crc)
    size += raw.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}

/** Whether an `Accept-Encoding` value allows gzip (`gzip` or `*`, without `q=0`; RFC 9110 §12.5.3). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0)
  })
}
