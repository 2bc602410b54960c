// The cloud pricing tools' own accounts (spec §7 /yun/*): a cloud token is not a staff token and
// opens only the cloud notebooks. Notebook entries are made offline on the device; each arrives
// once (Idempotency-Key scoped to the cloud account) and a later save of the same id replaces it.
import { createHash, randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { Code } from '../../src/api/codes.ts'
import { ULID_PATTERN } from '../../src/resources/schema.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { verifyThrottled } from '../auth/attempt-counter.ts'
import { MAX_PASSWORD_LENGTH } from '../auth/passwords.ts'
import { clientAddress } from '../http/client-address.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { deviceProof, keepDeviceProof } from '../http/device-proof.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { parseBody } from '../http/parse-body.ts'
import { yunRoutesWords } from '../words.text.ts'
import { wechatNotConfigured } from './wechat-routes.ts'

/** Cloud sessions last 30 days: the notebooks are used on site, often without coverage. */
export const YUN_TOKEN_TTL_MS = 30 * 24 * 3600_000
/** The request header of a cloud token, apart from the staff `token` header. */
export const YUN_TOKEN_HEADER = 'yun-token'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

const requireYunUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header(YUN_TOKEN_HEADER)?.trim() ?? ''
  if (!token) throw new ApiFailure(Code.unauthorized, 'yunTokenMissing')
  const session = await c
    .get('db')
    .selectFrom('yun_sessions')
    .selectAll()
    .where('token_hash', '=', hash(token))
    .executeTakeFirst()
  if (!session || session.expires_at <= c.get('config').now())
    throw new ApiFailure(Code.unauthorized, 'yunTokenMissing')
  c.set('yunUserId', session.yun_user_id)
  await next()
})

const credentials = z.object({ username: z.string().trim().min(1), password: z.string().min(1) })
const tooLong = (body: unknown) =>
  typeof (body as { password?: unknown } | null)?.password === 'string' &&
  (body as { password: string }).password.length > MAX_PASSWORD_LENGTH

const noteLabels = yunRoutesWords.noteLabels

const noteBody = z.object({
  id: z.string().regex(ULID_PATTERN),
  book: z.enum(['log', 'cost']),
  body: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
})

export function yunRoutes() {
  const app = new Hono<AppEnv>()

  app.post('/yun/yunUserLogin', async (c) => {
    const db = c.get('db')
    const body: unknown = await c.req.json().catch(() => ({}))
    if (tooLong(body)) throw new ApiFailure(Code.badRequest, 'passwordTooLong', { n: MAX_PASSWORD_LENGTH })
    const parsed = credentials.safeParse(body)
    if (!parsed.success) throw new ApiFailure(Code.badRequest, 'missingCredentials')
    const comId = Number(c.req.query('com_id') ?? 1)
    const found = await db
      .selectFrom('yun_users')
      .selectAll()
      .where('com_id', '=', comId)
      .where('username', '=', parsed.data.username)
      .executeTakeFirst()
    const now = c.get('config').now()
    const device = deviceProof(c)
    const user = await verifyThrottled(
      db,
      {
        kind: 'yun',
        comId,
        username: parsed.data.username,
        address: clientAddress(c),
        password: parsed.data.password,
        now,
        device,
      },
      found,
    )
    keepDeviceProof(c, device)
    const token = randomBytes(32).toString('base64url')
    await db
      .insertInto('yun_sessions')
      .values({
        token_hash: hash(token),
        yun_user_id: user.id,
        expires_at: now + YUN_TOKEN_TTL_MS,
      })
      .execute()
    return ok(c, { id: user.id, username: user.username, nickname: user.nickname }, { token })
  })

  // Cloud sign-in with WeChat: needs the official account's credentials on the server.
  for (const path of ['/yun/wxUserLogin', '/yun/wxYunUser'])
    app.post(path, (c) => {
      if (!c.get('config').wechat) throw wechatNotConfigured()
      throw new ApiFailure(Code.unauthorized, 'wechatUnbound')
    })

  app.get('/yun/getYunNoteList', requireYunUser, async (c) => {
    const rows = await c
      .get('db')
      .selectFrom('yun_notes')
      .selectAll()
      .where('yun_user_id', '=', c.get('yunUserId')!)
      .orderBy('created_at')
      .execute()
    const data = rows.map((r) => ({
      ...JSON.parse(r.body),
      id: r.id,
      book: r.book,
      created_at: Number(r.created_at),
    }))
    return ok(c, data, { total: data.length })
  })

  app.post('/yun/saveYunNote', requireYunUser, (c) => {
    const owner = c.get('yunUserId')!
    const now = c.get('config').now()
    return runCommand(
      c,
      'yun.saveNote',
      async (trx, raw) => {
        const { id, book, body, created_at } = parseBody(noteBody, raw, noteLabels, c.get('lang'))
        const existing = await trx
          .selectFrom('yun_notes')
          .select('yun_user_id')
          .where('id', '=', id)
          .executeTakeFirst()
        // Another account's note answers as a malformed id would: nothing tells that it exists.
        if (existing && existing.yun_user_id !== owner)
          throw new ApiFailure(Code.badRequest, 'badField', {
            field: inLanguage(noteLabels.id, c.get('lang')),
          })
        const values = { book, body: JSON.stringify(body), updated_at: now }
        if (existing) await trx.updateTable('yun_notes').set(values).where('id', '=', id).execute()
        else
          await trx
            .insertInto('yun_notes')
            .values({ ...values, id, yun_user_id: owner, created_at })
            .execute()
        return { id, updated_at: now }
      },
      // Negative: cloud accounts and staff accounts number their keys apart.
      -owner,
    )
  })

  return app
}
