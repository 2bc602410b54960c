// Payload versions: a device may queue a write under one release and deliver it under a later one,
// so every outbox entry records the version of its command's payload shape, and the server (and the
// device, for what it shows of a queued entry) takes an old payload to today's shape with the
// command's upcasters before the schema check. Pure: the same chain runs in the page and the server.

type Row = Record<string, unknown>

/** Takes a payload of one version to the shape of the next; pure (no clock, no storage). */
export type Upcaster = (payload: Row) => Row

/** What a command declares about its payload's shape over time (all optional: version 1, no upcasters). */
export interface PayloadVersions {
  /** Today's shape; 1 until the first change. */
  version?: number
  /** Keyed by the version each one takes FROM: `{ 1: (p) => …v2 }`. */
  upcasters?: Readonly<Record<number, Upcaster>>
}

/** The header an entry's payload version travels in (absent: 1, as before versions existed). */
export const PAYLOAD_VERSION_HEADER = 'X-Payload-Version'

/** A payload of a version this code cannot take to today's shape: retired, or newer than this code. */
export class PayloadVersionUnknown extends Error {
  constructor(
    readonly kind: string,
    readonly version: number,
    readonly oldest: number,
    readonly current: number,
  ) {
    super(`${kind}: payload version ${version} (accepted ${oldest}–${current})`)
    this.name = 'PayloadVersionUnknown'
  }

  /** Newer than this code: a server not yet updated (a rolling deploy), worth a retry later. */
  get isNewer(): boolean {
    return this.version > this.current
  }
}

export const currentVersion = (v: PayloadVersions): number => v.version ?? 1

/** The oldest version still delivered: the chain of upcasters reaches today's shape from it. */
export function oldestVersion(v: PayloadVersions): number {
  let oldest = currentVersion(v)
  while (oldest > 1 && v.upcasters?.[oldest - 1]) oldest--
  return oldest
}

/** Refuses a declaration whose upcasters do not form one chain ending at today's version. */
export function checkPayloadVersions(kind: string, v: PayloadVersions): void {
  const current = currentVersion(v)
  if (!Number.isInteger(current) || current < 1) throw new Error(`${kind}: version must be an integer ≥ 1`)
  const from = Object.keys(v.upcasters ?? {}).map(Number)
  for (const f of from)
    if (!Number.isInteger(f) || f < 1 || f >= current)
      throw new Error(`${kind}: an upcaster from version ${f} does not lead to version ${current}`)
  const oldest = oldestVersion(v)
  const stray = from.filter((f) => f < oldest)
  if (stray.length > 0)
    throw new Error(`${kind}: upcaster(s) from ${stray.join(', ')} cannot reach ${current}: one is missing`)
}

/** The version an entry was queued under; entries queued before versions existed are version 1. */
export const versionOf = (entry: { version?: number }): number => entry.version ?? 1

/** The payload in today's shape; throws PayloadVersionUnknown for a retired or newer version. */
export function upcastPayload(kind: string, v: PayloadVersions, payload: Row, from: number): Row {
  const current = currentVersion(v)
  const oldest = oldestVersion(v)
  if (!Number.isInteger(from) || from < oldest || from > current)
    throw new PayloadVersionUnknown(kind, from, oldest, current)
  let shaped = payload
  for (let at = from; at < current; at++) shaped = v.upcasters![at]!(shaped)
  return shaped
}
