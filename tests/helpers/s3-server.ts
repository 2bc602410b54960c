// A real S3-compatible server (s3rver: the S3 REST API with signature checks, objects on disk) in this
// process on a free loopback port, with an empty bucket; the tests talk to it over HTTP with the same
// SDK the server uses. Nothing outside the test has to be running.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Settings } from '../../server/attachments/s3-file-store.ts'

export interface TestS3 {
  settings: S3Settings
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>
  /** An outage: the server stops listening; its objects stay on its disk. */
  stopListening(): Promise<void>
  /** Back on the same port with the same objects. */
  listenAgain(): Promise<void>
  stop(): Promise<void>
}

// The SDK warns once per process that its releases after January 2027 want node 22; the pinned one
// runs on node 20, and the warning would only clutter the test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

export async function startS3Server(bucket = 'pm3-attachments'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-s3-'))
  const listen = async (port: number) => {
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    return { server, port: (await server.run()).port }
  }
  let running: Awaited<ReturnType<typeof listen>> | null = await listen(0)
  const { port } = running
  // s3rver's fixed credentials: it checks each request's signature against them.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: 'attachments',
  }
  const client = new S3Client({ ...settings })
  return {
    settings,
    async keys() {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }))
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
    async stopListening() {
      await running?.server.close()
      running = null
    },
    async listenAgain() {
      running ??= await listen(port)
    },
    async stop() {
      client.destroy()
      await running?.server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
