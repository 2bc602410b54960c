// The unsent queue at rest (issue 38): when a user's session ends (sign-out, or a session the server
// ended), the entries kept for them are sealed with their public key; only their password, at their
// next sign-in, opens them again. SECURITY.md "The queue kept for its owner is sealed" says what this
// protects and what it does not.
//
// Why sealed at the session's end and not at each enqueue: while the session lives, its mirror is in
// clear on the device anyway, and a key the page, the sync worker and the service worker could all
// use would have to be stored beside the entries, where any script of the origin can use it and any
// reader of the profile can take it (non-extractable stops only an export). Protection would start
// when that key is deleted, at the session's end, exactly when this seals: the same protection,
// without a cost on the till's enqueue or a decrypt in every reader. Sealing needs no secret (an
// ECDH public key), so a session that ended while no tab was open is sealed at the next start.
import { Dexie, type Table } from 'dexie'
import type { OutboxEntry, SealedPart } from './outbox-types.ts'
import { userDbName } from './user-db.ts'

/**
 * PBKDF2-SHA256 iterations for the key that wraps the private key (OWASP's 2023 figure for
 * PBKDF2-HMAC-SHA256). Paid once per password sign-in: bench/queue-seal.ts measures it.
 */
export const PBKDF2_ITERATIONS = 600_000

const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const
const INFO = new TextEncoder().encode('pm3 outbox seal v1')

/** A user's key pair on this device: the public half in clear, the private half wrapped by their password. */
interface WrappedKey {
  kid: string
  publicRaw: ArrayBuffer
  wrapped: ArrayBuffer
  iv: Uint8Array<ArrayBuffer>
  salt: Uint8Array<ArrayBuffer>
  iterations: number
  createdAt: number
}

interface KeyRow {
  /** `{comId}:{uid}` */
  id: string
  current: WrappedKey
  /** Pairs a changed password can no longer open: entries sealed with them wait for that password. */
  previous: WrappedKey[]
}

class KeysDb extends Dexie {
  keys!: Table<KeyRow, string>
  constructor() {
    // Apart from the user's database: a sign-out and a wipe must keep it.
    super('pm3-keys')
    this.version(1).stores({ keys: 'id' })
  }
}

let keysDb: KeysDb | null = null
const keys = () => {
  keysDb ??= new KeysDb()
  return keysDb
}

const keyId = (comId: number, uid: number) => `${comId}:${uid}`
const subtle = () => globalThis.crypto.subtle
const random = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n))
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

async function passwordKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ])
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  )
}

async function newWrappedKey(password: string): Promise<WrappedKey> {
  // Extractable only so it can be wrapped; the clear private key never reaches storage.
  const pair = await subtle().generateKey(CURVE, true, ['deriveBits'])
  const salt = random(16)
  const iv = random(12)
  const kek = await passwordKey(password, salt, PBKDF2_ITERATIONS)
  return {
    kid: hex(random(8)),
    publicRaw: await subtle().exportKey('raw', pair.publicKey),
    wrapped: await subtle().wrapKey('pkcs8', pair.privateKey, kek, { name: 'AES-GCM', iv }),
    iv,
    salt,
    iterations: PBKDF2_ITERATIONS,
    createdAt: Date.now(),
  }
}

/**
 * The private key, non-extractable, if `password` opens `key` and it is the pair of the stored public
 * key; null if not. The public half is checked because it is stored in clear: anyone with the
 * browser's developer tools could have put their own there, to read what the next seal encrypts.
 */
async function unwrap(key: WrappedKey, password: string): Promise<CryptoKey | null> {
  const kek = await passwordKey(password, key.salt, key.iterations)
  try {
    // Extractable for this check only (its public coordinates); what is used is re-imported without.
    const checked = await subtle().unwrapKey(
      'pkcs8',
      key.wrapped,
      kek,
      { name: 'AES-GCM', iv: key.iv },
      CURVE,
      true,
      ['deriveBits'],
    )
    const jwk = await subtle().exportKey('jwk', checked)
    const publicKey = await subtle().importKey('raw', key.publicRaw, CURVE, true, [])
    const stored = await subtle().exportKey('jwk', publicKey)
    if (stored.x !== jwk.x || stored.y !== jwk.y) return null
    return await subtle().importKey('jwk', jwk, CURVE, false, ['deriveBits'])
  } catch {
    return null
  }
}

/** The AES-GCM key one seal uses: ECDH between the ephemeral and the user's key, through HKDF. */
async function sealKey(privateKey: CryptoKey, publicKey: CryptoKey, epk: ArrayBuffer): Promise<CryptoKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256)
  const hkdf = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(epk), info: INFO },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** What a sealed entry hides: everything that may hold personal data. */
type Hidden = Pick<OutboxEntry, 'payload' | 'undo' | 'attempts' | 'error' | 'state'>

/**
 * At a sign-in with a password the server accepted: makes this user's key pair on first use (or
 * anew when their password changed, keeping the old one), and opens their sealed entries. Answers
 * how many were opened and how many still wait (sealed with a password this one does not open).
 * With `renew: false` (a previous password given to open what it sealed) no pair is made: a wrong
 * one opens nothing and changes nothing.
 */
export async function openQueue(
  target: string | Dexie,
  comId: number,
  uid: number,
  password: string,
  { renew = true }: { renew?: boolean } = {},
): Promise<{ opened: number; locked: number }> {
  const id = keyId(comId, uid)
  const row = await keys().keys.get(id)
  const privateKeys = new Map<string, CryptoKey>()
  const current = row && (await unwrap(row.current, password))
  if (row && current) privateKeys.set(row.current.kid, current)
  else if (renew) {
    // First password sign-in here, or the password changed elsewhere: seals from now on use a pair
    // this password opens; the old pair stays for the entries it sealed.
    await keys().keys.put({
      id,
      current: await newWrappedKey(password),
      previous: row ? [row.current, ...row.previous] : [],
    })
  }
  const own = typeof target === 'string'
  if (own && !(await Dexie.exists(target))) return { opened: 0, locked: 0 }
  // Opened as it is on disk, whatever this build's schema, like the wipe.
  const db = own ? new Dexie(target) : target
  if (own) await db.open()
  try {
    if (!db.tables.some((t) => t.name === 'outbox')) return { opened: 0, locked: 0 }
    const outbox = db.table<OutboxEntry, string>('outbox')
    const sealed = await outbox.where('state').equals('sealed').toArray()
    // An older pair is tried only for entries it sealed (each try costs a key derivation).
    const kids = new Set(sealed.map((e) => e.sealed?.kid))
    for (const key of row?.previous ?? []) {
      if (!kids.has(key.kid)) continue
      const opened = await unwrap(key, password)
      if (opened) privateKeys.set(key.kid, opened)
    }
    // One key per seal (its ephemeral key), derived once; then every entry's decrypt at once.
    const aesKeys = new Map<string, Promise<CryptoKey>>()
    const aesFor = (part: SealedPart, privateKey: CryptoKey) => {
      const cacheKey = `${part.kid}:${hex(part.epk)}`
      let aes = aesKeys.get(cacheKey)
      if (!aes) {
        aes = subtle()
          .importKey('raw', part.epk, CURVE, false, [])
          .then((ephemeral) => sealKey(privateKey, ephemeral, part.epk))
        aesKeys.set(cacheKey, aes)
      }
      return aes
    }
    const tried = await Promise.all(
      sealed.map(async (entry): Promise<OutboxEntry | null> => {
        const part = entry.sealed
        const privateKey = part && privateKeys.get(part.kid)
        if (!part || !privateKey) return null
        // A part that does not open (damaged, or moved from another row) stays sealed; the rest open.
        const clear = await subtle()
          .decrypt(
            { name: 'AES-GCM', iv: part.iv, additionalData: new TextEncoder().encode(entry.id) },
            await aesFor(part, privateKey),
            part.data,
          )
          .catch(() => null)
        if (!clear) return null
        const hidden = JSON.parse(new TextDecoder().decode(clear)) as Hidden
        const { sealed: _, ...rest } = entry
        return { ...rest, ...hidden }
      }),
    )
    const opened = tried.filter((e): e is OutboxEntry => e !== null)
    // Every decrypt is done before this transaction: awaiting WebCrypto inside one would commit it.
    await db.transaction('rw', outbox, async () => {
      // Keys only: reading 20,000 rows back to check them cost more than the decrypts.
      const still = new Set(await outbox.where('state').equals('sealed').primaryKeys())
      await outbox.bulkPut(opened.filter((e) => still.has(e.id)))
    })
    return { opened: opened.length, locked: sealed.length - opened.length }
  } finally {
    if (own) db.close()
  }
}

/** The login page's step, once the server took the password: this user's own database. */
export function openQueueAtSignIn(comId: number, uid: number, password: string) {
  return openQueue(userDbName(comId, uid), comId, uid, password)
}

/**
 * At the end of a user's session, before the mirror is cleared: seals their kept entries with their
 * public key. A user who never signed in here with a password since this release has no key pair:
 * their entries stay in clear (answered as `clear`), as before it.
 */
export async function sealQueue(
  db: Dexie,
  comId: number,
  uid: number,
): Promise<{ sealed: number; clear: number }> {
  if (!db.tables.some((t) => t.name === 'outbox')) return { sealed: 0, clear: 0 }
  const outbox = db.table<OutboxEntry, string>('outbox')
  const open = await outbox.where('state').anyOf('pending', 'failed').toArray()
  if (open.length === 0) return { sealed: 0, clear: 0 }
  const row = await keys().keys.get(keyId(comId, uid))
  if (!row) return { sealed: 0, clear: open.length }
  const publicKey = await subtle().importKey('raw', row.current.publicRaw, CURVE, false, [])
  const ephemeral = await subtle().generateKey(CURVE, true, ['deriveBits'])
  const epk = await subtle().exportKey('raw', ephemeral.publicKey)
  const aes = await sealKey(ephemeral.privateKey, publicKey, epk)
  // All at once: the browser runs WebCrypto off the main thread, and a sign-out waits for this.
  const sealed = await Promise.all(open.map((entry) => sealEntry(entry, aes, row.current.kid, epk)))
  // Encrypted first, written in one transaction: a row sent and deleted meanwhile is not brought back.
  await db.transaction('rw', outbox, async () => {
    const still = new Set(await outbox.where('state').anyOf('pending', 'failed').primaryKeys())
    await outbox.bulkPut(sealed.filter((e) => still.has(e.id)))
  })
  return { sealed: sealed.length, clear: 0 }
}

async function sealEntry(
  entry: OutboxEntry,
  aes: CryptoKey,
  kid: string,
  epk: ArrayBuffer,
): Promise<OutboxEntry> {
  const hidden: Hidden = {
    payload: entry.payload,
    undo: entry.undo,
    attempts: entry.attempts,
    state: entry.state,
    ...(entry.error ? { error: entry.error } : {}),
  }
  const iv = random(12)
  const data = await subtle().encrypt(
    // The entry's id as associated data: a sealed part moved onto another row does not open.
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(entry.id) },
    aes,
    new TextEncoder().encode(JSON.stringify(hidden)),
  )
  const { error: _, ...rest } = entry
  const part: SealedPart = { kid, epk, iv, data }
  return { ...rest, payload: {}, undo: [], attempts: [], state: 'sealed', sealed: part }
}

/** For tests and the bench: forgets every key pair on this device. */
export async function forgetQueueKeys(): Promise<void> {
  await keys().keys.clear()
}
