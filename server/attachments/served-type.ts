// The type a file is served as is read from its first bytes, never taken from the uploader: an HTML
// page renamed .jpg or an SVG carrying a script must reach the browser as inert bytes.
import type { INLINE_TYPES } from '../../src/api/attachments.ts'

type Inline = (typeof INLINE_TYPES)[number]

const starts = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

export function sniffType(bytes: Uint8Array): Inline | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts(bytes, ascii('GIF87a')) || starts(bytes, ascii('GIF89a'))) return 'image/gif'
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (starts(bytes, ascii('%PDF-'))) return 'application/pdf'
  return null
}

/** Headers of a served file: its sniffed type inline, or a download of bytes; never run as a page. */
export function servedHeaders(bytes: Uint8Array, fileName: string): Record<string, string> {
  const type = sniffType(bytes)
  const disposition = type ? 'inline' : 'attachment'
  // RFC 6266: an ASCII fallback plus the UTF-8 name (receipts are often named in Chinese).
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return {
    'Content-Type': type ?? 'application/octet-stream',
    'Content-Disposition': `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Content-Length': String(bytes.length),
    'X-Content-Type-Options': 'nosniff',
    // A PDF viewer or an image needs no script, no form, no frame of ours: sandbox whatever renders.
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    // Content-addressed: the bytes of a hash never change.
    'Cache-Control': 'private, max-age=31536000, immutable',
  }
}
