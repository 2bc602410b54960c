// An entry queued under an older release carries its payload's version (X-Payload-Version; absent
// from devices older than versions: 1). Before a command's schema sees the body, the command's own
// upcasters take it to today's shape; a version no upcaster reaches any more is refused with the
// reason, and one newer than this server (a device served by an already updated process during a
// rolling deploy) is answered 503 (5xx: the device's retry policy keeps the entry and sends it again).
import { Code } from '../../src/api/codes.ts'
import {
  type PayloadVersions,
  PayloadVersionUnknown,
  upcastPayload,
} from '../../src/data/payload-versions.ts'
import { ApiFailure } from './envelope.ts'

/** A command without declared versions: version 1 only. */
export const UNVERSIONED: PayloadVersions = {}

/** The version a request's payload was made in; a malformed header is a bad request. */
export function payloadVersionOf(header: string | undefined): number {
  if (header === undefined || header.trim() === '') return 1
  const version = Number(header)
  if (!Number.isInteger(version) || version < 1) throw new ApiFailure(Code.badRequest, 'badRequest')
  return version
}

/** The body in the command's current shape, or the refusal that names why it cannot be. */
export function bodyInCurrentShape(
  kind: string,
  versions: PayloadVersions,
  body: Record<string, unknown>,
  header?: string,
): Record<string, unknown> {
  try {
    return upcastPayload(kind, versions, body, payloadVersionOf(header))
  } catch (e) {
    if (!(e instanceof PayloadVersionUnknown)) throw e
    const vars = { version: e.version, oldest: e.oldest, current: e.current }
    if (e.isNewer) throw new ApiFailure(Code.unavailable, 'payloadVersionNewer', vars)
    throw new ApiFailure(Code.unprocessable, 'payloadVersionRetired', vars)
  }
}
