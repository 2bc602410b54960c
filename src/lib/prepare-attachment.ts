// Turns a picked file into what the device stores and uploads: a photo decoded, scaled and
// re-encoded as JPEG (a 12 MP phone photo becomes a readable ≤ 400 KB file, EXIF and all its
// location data dropped), a small thumbnail beside it, and the SHA-256 that names each. Runs in a
// worker (OffscreenCanvas), so the page never stalls on a big photo. Written on the platform's own
// decoder rather than browser-image-compression: that library fetches its worker script from a CDN,
// which an offline device cannot reach.

/** The long side of a stored photo: a receipt's small print stays readable. */
export const PHOTO_MAX_SIDE = 2048
export const PHOTO_MAX_BYTES = 400 * 1024
export const THUMB_MAX_SIDE = 320

export interface PreparedBlob {
  blob: Blob
  hash: string
  type: string
}

export interface PreparedAttachment extends PreparedBlob {
  thumb?: PreparedBlob
}

export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer())
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

async function encode(bitmap: ImageBitmap, maxSide: number, quality: number): Promise<Blob> {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  // JPEG has no transparency: a PNG screenshot's clear parts become white, not black.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  return canvas.convertToBlob({ type: 'image/jpeg', quality })
}

/** The largest readable JPEG within the byte budget: lower quality first, then a smaller size. */
async function compressPhoto(bitmap: ImageBitmap): Promise<Blob> {
  let side = PHOTO_MAX_SIDE
  for (;;) {
    for (const quality of [0.78, 0.66, 0.56]) {
      const blob = await encode(bitmap, side, quality)
      if (blob.size <= PHOTO_MAX_BYTES || side <= 800) {
        if (blob.size <= PHOTO_MAX_BYTES || quality === 0.56) return blob
      }
    }
    side = Math.round(side * 0.75)
  }
}

const isPhoto = (type: string) => /^image\/(jpeg|png|webp|heic|heif|bmp|gif|avif)$/.test(type)

export async function prepareAttachment(file: Blob): Promise<PreparedAttachment> {
  if (isPhoto(file.type)) {
    let bitmap: ImageBitmap | null = null
    try {
      bitmap = await createImageBitmap(file)
    } catch {
      // A format this browser cannot decode (HEIC on most): kept as it is, like any document.
    }
    if (bitmap) {
      try {
        const blob = await compressPhoto(bitmap)
        const thumb = await encode(bitmap, THUMB_MAX_SIDE, 0.7)
        return {
          blob,
          hash: await sha256Hex(blob),
          type: 'image/jpeg',
          thumb: { blob: thumb, hash: await sha256Hex(thumb), type: 'image/jpeg' },
        }
      } finally {
        bitmap.close()
      }
    }
  }
  return { blob: file, hash: await sha256Hex(file), type: file.type || 'application/octet-stream' }
}

/** What the attachment worker (workers/attachment.worker.ts) offers the page. */
export interface AttachmentWorkerApi {
  prepareAttachment(file: Blob): Promise<PreparedAttachment>
}
