// Every mounted API route (enumerated from the Hono app, so a new route is covered without editing
// this file) gets malformed and hostile input, as a signed-in admin and as an anonymous caller: wrong
// types, 1e308, negatives, missing fields, 10k-character strings, arrays for objects, bad query
// parameters, broken JSON. Each answer must be a clear refusal or a success — never a 5xx, never an
// English library default inside a Chinese answer — and a refused write changes nothing.

import { sql } from 'kysely'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { resources } from '../../src/modules/registry.ts'
import type { Field } from '../../src/resources/fields.ts'
import { login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let adminToken: string
/** The server's own app, called in-process: the same routes and database, without a socket per call. */
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  server = await startTestServer()
  app = createApp(server.db, server.config, null)
  adminToken = await login(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

const LONG = 'x'.repeat(10_000)
/** Calls that end or rotate the caller's own token: sent anonymously only. */
const ENDS_SESSION = /\/(logout|expireToken|refreshToken)$/
/** The live change stream answers a signed-in caller with a stream that never ends (its refusals: live-changes.test.ts). */
const STREAMS = /\/sync\/changes$/
/** What zod (or another library) says when nobody worded the message. */
const LIBRARY_DEFAULT =
  /Invalid input|expected [a-z]+, received|Too (big|small)|Unrecognized key|Invalid (string|option|element|type)/i
const CJK = /[\u4e00-\u9fff]/

const hostileObject = {
  id: 1e308,
  username: ['admin'],
  password: { $ne: '' },
  mobile: -1,
  code: LONG,
  name: LONG,
  title: LONG,
  amount: -1,
  total: 1e308,
  lines: { 0: 'x' },
  entries: { key: 1 },
  member_id: -5,
  sop_id: [],
  staff_id: {},
  user_id: [1],
  project_id: null,
  content: [],
  decision: 1e308,
  step: -1,
  page: 1e308,
}

/** A save body of a resource with every field of the wrong kind. */
function wrongKinds(fields: Record<string, Field>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: ulid() }
  for (const [name, field] of Object.entries(fields)) {
    if (name === 'id') continue
    out[name] =
      field.kind === 'money' || field.kind === 'int' ? '1e308' : field.kind === 'bool' ? 'yes' : 1e308
  }
  return out
}

const RAW_BODIES: string[] = [
  '[]',
  '"text"',
  '1e308',
  'null',
  '{}',
  '{"id":',
  JSON.stringify(hostileObject),
  JSON.stringify([hostileObject]),
  JSON.stringify({ ...hostileObject, id: LONG }),
]
/** An anonymous caller is turned away before its input is read: fewer variants are enough. */
const ANONYMOUS_BODIES = ['[]', JSON.stringify(hostileObject)]

const QUERIES = [
  '?page=1e308',
  '?limit=-1&updated_since=abc',
  `?id=${LONG}`,
  `?id=%5B%5D&after_id=%00&keyword=${encodeURIComponent("'; drop table users; --")}&sop_id=1e308&template=__proto__`,
]
const ANONYMOUS_QUERIES = QUERIES.slice(0, 2)

function apiRoutes() {
  const seen = new Set<string>()
  return app.routes
    .filter((r) => (r.method === 'GET' || r.method === 'POST') && r.path.startsWith('/api/'))
    .filter((r) => !/[:*]/.test(r.path))
    .map((r) => ({ method: r.method, path: r.path.slice('/api'.length) }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
}

/** The change sequence and the row counts a write would move, in one query. */
async function counts(): Promise<string> {
  const { rows } = await sql<Record<string, number>>`select
    (select value from sequences where name = 'rev') as rev,
    (select count(*) from users) as users,
    (select count(*) from idempotency_keys) as keys,
    (select count(*) from sms_codes) as codes`.execute(server.db)
  return JSON.stringify(rows[0])
}

interface Sent {
  what: string
  status: number
  code: number | undefined
  msg: unknown
}

async function send(
  method: string,
  pathAndQuery: string,
  body: string | undefined,
  token?: string,
): Promise<Sent> {
  const res = await app.request(`/api${pathAndQuery}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'zh-CN',
      'idempotency-key': ulid(),
      ...(token ? { token: `Bearer ${token}` } : {}),
    },
    body,
  })
  const text = await res.text()
  let parsed: { code?: number; msg?: unknown } = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { msg: undefined }
  }
  const who = token ? 'admin' : 'anonymous'
  return {
    what: `${who} ${method} ${pathAndQuery.slice(0, 80)} ${body?.slice(0, 40) ?? ''}`,
    status: res.status,
    code: parsed.code,
    msg: parsed.msg,
  }
}

/** Problems with one answer, as readable lines. */
function judge(a: Sent): string[] {
  const out: string[] = []
  // WeChat (and SMS in production) answer 503 "not configured" whatever the input: a state of the
  // deployment, said in the caller's language, not a failure of the server.
  if (a.status === 503 && typeof a.msg === 'string' && a.msg.includes('未配置')) return out
  if (a.status >= 500) out.push(`${a.what}: HTTP ${a.status} ${String(a.msg)}`)
  if (a.status !== 200) {
    if (a.status < 400 || a.status >= 500) out.push(`${a.what}: not a 4xx refusal (${a.status})`)
    if (typeof a.msg !== 'string' || !a.msg.trim()) out.push(`${a.what}: refusal without a message`)
    else if (LIBRARY_DEFAULT.test(a.msg) || !CJK.test(a.msg))
      out.push(`${a.what}: not a Chinese message: ${a.msg}`)
  }
  return out
}

describe('every mounted route, under malformed and hostile input', () => {
  it('answers a clear 4xx in the request’s language, never a 5xx, and a refused write changes nothing', async () => {
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(150)
    const saveBodies = new Map(
      resources.filter((r) => r.api.save).map((r) => [r.api.save!, JSON.stringify(wrongKinds(r.fields))]),
    )
    const problems: string[] = []
    const started = performance.now()
    let sent = 0
    for (const { method, path } of routes) {
      for (const token of [adminToken, undefined]) {
        if (token && (ENDS_SESSION.test(path) || STREAMS.test(path))) continue
        if (method === 'GET') {
          for (const q of token ? QUERIES : ANONYMOUS_QUERIES) {
            const a = await send('GET', `${path}${q}`, undefined, token)
            sent++
            problems.push(...judge(a))
            // Paging numbers out of range are refused whoever asks, before anything else.
            if (/page=1e308|limit=-1/.test(q) && a.status !== 400)
              problems.push(`${a.what}: answered ${a.status}`)
          }
          continue
        }
        const bodies = !token
          ? ANONYMOUS_BODIES
          : saveBodies.has(path)
            ? [...RAW_BODIES, saveBodies.get(path)!]
            : RAW_BODIES
        for (const body of bodies) {
          const before = await counts()
          const a = await send('POST', path, body, token)
          sent++
          problems.push(...judge(a))
          if (a.status !== 200) {
            const after = await counts()
            if (after !== before) problems.push(`${a.what}: refused but wrote ${before} → ${after}`)
          }
        }
      }
    }
    // Outside /api: an upload path with a broken escape.
    const upload = await fetch(`${server.url}/Uploads/%E0%A4%A`)
    if (upload.status !== 400) problems.push(`GET /Uploads/%E0%A4%A: HTTP ${upload.status}`)
    expect(sent).toBeGreaterThan(1000)
    console.info(`sent ${sent} in ${Math.round(performance.now() - started)} ms`)
    expect(problems).toEqual([])
    // The admin's session survived it all.
    expect((await send('GET', '/user/userInfo', undefined, adminToken)).status).toBe(200)
  }, 120_000)
})
