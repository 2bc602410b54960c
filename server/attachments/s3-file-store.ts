// Attachment bytes in an S3-compatible bucket, for several server processes on one database: a chunk
// that reached one process and the next chunk that reached another must both be there when either
// finishes the upload. So each chunk is an object of its own (`{hash}.parts/{from}-{to}`), in the
// bucket, not on a process's disk. S3 multipart uploads would not do: every part but the last must be
// at least 5 MiB, and a chunk is 512 KB. Finishing reads the chunks in order, checks the whole against
// its hash and only then writes the file under its content-addressed key, so the key never names
// anything but those bytes. The SDK is loaded on first use: a server on local disk never pays for it.
import { createHash } from 'node:crypto'
import type { S3Client } from '@aws-sdk/client-s3'
import { type FileStore, relativeKey } from './file-store.ts'

export interface S3Settings {
  bucket: string
  /** An S3-compatible server (MinIO, Ceph, a cloud's S3 API); absent: AWS itself. */
  endpoint?: string
  region: string
  /** Absent: the SDK's usual sources (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** bucket in the path (http://host/bucket/key), as most self-hosted servers want. */
  forcePathStyle: boolean
  /** Keys start with this (default `attachments`), so the bucket may hold other things. */
  prefix: string
}

/** Bytes a chunk spans, written in its key so finishing knows the order without reading anything. */
const partName = (from: number, to: number) =>
  `${String(from).padStart(12, '0')}-${String(to).padStart(12, '0')}`
const PART_NAME = /(\d{12})-(\d{12})$/

/** How many chunks are fetched at once when an upload is finished. */
const PARALLEL_READS = 8

export function s3FileStore(settings: S3Settings): FileStore {
  const fileKey = (comId: number, hash: string) => `${settings.prefix}/${relativeKey(comId, hash)}`
  const partsPrefix = (comId: number, hash: string) => `${fileKey(comId, hash)}.parts/`
  const Bucket = settings.bucket
  let loading: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null
  const connect = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Our own SHA-256 guards the bytes; the SDK's extra CRC headers trip some S3-compatible servers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A bucket that stops answering must not hold a chunk's request (and its file's turn) for ever:
        // the device retries the chunk.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
      }),
    }))
    return loading
  }

  async function exists(Key: string): Promise<boolean> {
    const { s3, sdk } = await connect()
    try {
      await s3.send(new sdk.HeadObjectCommand({ Bucket, Key }))
      return true
    } catch (e) {
      if (notFound(e)) return false
      throw e
    }
  }

  async function readKey(Key: string): Promise<Uint8Array | null> {
    const { s3, sdk } = await connect()
    try {
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key }))
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array()
    } catch (e) {
      if (notFound(e)) return null
      throw e
    }
  }

  async function partKeys(comId: number, hash: string): Promise<string[]> {
    const { s3, sdk } = await connect()
    const keys: string[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({ Bucket, Prefix: partsPrefix(comId, hash), ContinuationToken }),
      )
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key)
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
    return keys
  }

  async function removeKeys(keys: string[]): Promise<void> {
    const { s3, sdk } = await connect()
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }))
      const answer = await s3.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
      if (answer.Errors?.length) throw new Error(`S3 delete failed: ${answer.Errors[0]?.Message}`)
    }
  }

  /** The chunks' bytes from 0 on without a gap, or null when one is missing. */
  async function assemble(keys: string[]): Promise<Uint8Array[] | null> {
    const spans = keys
      .map((key) => {
        const m = PART_NAME.exec(key)
        return m ? { key, from: Number(m[1]), to: Number(m[2]) } : null
      })
      .filter((s) => s !== null)
      .sort((a, b) => a.from - b.from || b.to - a.to)
    // Chunks may overlap (a resend that reached another process with other chunk bounds): each adds
    // only what lies past the bytes already chosen.
    const chain: { key: string; skip: number }[] = []
    let at = 0
    for (const s of spans) {
      if (s.from > at) return null
      if (s.to <= at) continue
      chain.push({ key: s.key, skip: at - s.from })
      at = s.to
    }
    const pieces: Uint8Array[] = new Array(chain.length)
    for (let i = 0; i < chain.length; i += PARALLEL_READS) {
      const batch = chain.slice(i, i + PARALLEL_READS)
      const read = await Promise.all(batch.map((c) => readKey(c.key)))
      for (const [j, bytes] of read.entries()) {
        if (!bytes) return null
        pieces[i + j] = bytes.subarray(batch[j]!.skip)
      }
    }
    return pieces
  }

  return {
    where: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}, keys ${settings.prefix}/…`,
    async writePart(comId, hash, offset, bytes) {
      const { s3, sdk } = await connect()
      const Key = `${partsPrefix(comId, hash)}${partName(offset, offset + bytes.length)}`
      await s3.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length }))
    },
    async finish(comId, hash) {
      const { s3, sdk } = await connect()
      const Key = fileKey(comId, hash)
      const keys = await partKeys(comId, hash)
      // Finished already (by this process before a crash, or by another one at the same moment):
      // what is left are its chunks.
      if (await exists(Key)) {
        await removeKeys(keys)
        return true
      }
      const pieces = await assemble(keys)
      const digest = createHash('sha256')
      for (const p of pieces ?? []) digest.update(p)
      if (!pieces || digest.digest('hex') !== hash) {
        // Another process may have finished it and removed the chunks while they were being read.
        if (await exists(Key)) return true
        await removeKeys(keys)
        return false
      }
      const body = Buffer.concat(pieces)
      await s3.send(new sdk.PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }))
      await removeKeys(keys)
      return true
    },
    read: (comId, hash) => readKey(fileKey(comId, hash)),
    async remove(comId, hash) {
      await removeKeys([fileKey(comId, hash), ...(await partKeys(comId, hash))])
    },
  }
}

function notFound(e: unknown): boolean {
  const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return status === 404 || (e as { name?: string }).name === 'NoSuchKey'
}
