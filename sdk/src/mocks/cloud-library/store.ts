/**
 * The fake cloud library (`specs/cloud-library.yaml`, decision 017): each user's library files, their
 * bytes made from the seed (a text file, a playlist, a short WAV tone: real files a browser can open),
 * and signed download requests on the sandbox's file host (valid 15 minutes, no credentials).
 */
import type { File as LibraryFile } from '../../generated/cloud-library/hooks.schemas.ts'
import type { FileHost } from '../file-host.ts'
import { isoSeconds } from '../http.ts'

/** Lifetime of a signed download request, seconds. */
export const LIBRARY_DOWNLOAD_TTL_SECONDS = 15 * 60

/** A file of the seed: its text, or a sine tone rendered as 16-bit mono WAV. */
export interface SeedLibraryFile {
  user_id: number
  id: string
  file_name: string
  mime_type: string
  content: { text: string } | { tone: { hertz: number; seconds: number } }
}

/**
 * A sine tone as a WAV file (RIFF, PCM 16-bit mono, 22 050 Hz), faded in and out over 10 ms so it
 * does not click. The same input gives the same bytes.
 */
export function toneWav(hertz: number, seconds: number, sampleRate = 22_050): Uint8Array {
  const samples = Math.round(seconds * sampleRate)
  const bytes = new Uint8Array(44 + samples * 2)
  const view = new DataView(bytes.buffer)
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i))
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + samples * 2, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true) // fmt chunk size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // byte rate
  view.setUint16(32, 2, true) // block align
  view.setUint16(34, 16, true) // bits per sample
  ascii(36, 'data')
  view.setUint32(40, samples * 2, true)
  const fade = Math.round(sampleRate * 0.01)
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade)
    const value = Math.sin((2 * Math.PI * hertz * i) / sampleRate) * envelope * 0.5
    view.setInt16(44 + i * 2, Math.round(value * 32767), true)
  }
  return bytes
}

interface StoredFile {
  userId: number
  id: string
  fileName: string
  mimeType: string
  bytes: Uint8Array
}

/** The cloud library's state. */
export class CloudLibraryStore {
  private readonly files: StoredFile[]
  private readonly host: FileHost

  /** @param host the file host that serves the signed downloads (`<base>/files`) */
  constructor(files: SeedLibraryFile[], host: FileHost) {
    this.host = host
    this.files = files.map((f) => ({
      userId: f.user_id,
      id: f.id,
      fileName: f.file_name,
      mimeType: f.mime_type,
      bytes:
        'text' in f.content
          ? new TextEncoder().encode(f.content.text)
          : toneWav(f.content.tone.hertz, f.content.tone.seconds),
    }))
  }

  /**
   * Puts a text file into a user's library (the sandbox's `POST /__sandbox/cloud-library/files`, so a
   * browser test's own customer has a file). @returns its new id, `f_` and 12 letters or digits
   */
  addText(userId: number, file: { file_name: string; mime_type: string; text: string }): string {
    const id = `f_${crypto.randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`
    this.files.push({
      userId,
      id,
      fileName: file.file_name,
      mimeType: file.mime_type,
      bytes: new TextEncoder().encode(file.text),
    })
    return id
  }

  /** The ids of a user's files, in seed order (tests, README). */
  listIds(userId: number): string[] {
    return this.files.filter((f) => f.userId === userId).map((f) => f.id)
  }

  /** A file of the user's library with a new signed download request, or undefined (unknown, or another user's). */
  get(userId: number, fileId: string): LibraryFile | undefined {
    const file = this.files.find((f) => f.userId === userId && f.id === fileId)
    if (!file) return undefined
    const signed = this.host.put(
      { bytes: file.bytes, contentType: file.mimeType, fileName: file.fileName, disposition: 'inline' },
      { ttlSeconds: LIBRARY_DOWNLOAD_TTL_SECONDS },
    )
    return {
      id: file.id,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size: file.bytes.byteLength,
      download: {
        request: { method: 'GET', url: signed.url },
        expiry: isoSeconds(signed.expiresAt as number),
      },
    }
  }
}
