// Calls of the public pages (spec §2 whitelist), answered without a token: published knowledge notes,
// their points and exercises, the pricing units the cloud estimates use, and visitors' sign-ups.
// A sign-up is a command like any other write: Idempotency-Key, stored answer, exactly once; its
// keys are scoped to anonymous (0), as a visitor has no account. It carries a code the server texted
// to its mobile (POST /pub/sendSignupCode), as /register does: staff act on a mobile its holder
// confirmed, and no visitor binds someone else's mobile to a card.

import { type Context, Hono } from 'hono'
import { ulid } from 'ulid'
import type { z } from 'zod/mini'
import { Code } from '../../src/api/codes.ts'
import type { Language } from '../../src/api/error-catalogue.ts'
import { siteUnits } from '../../src/modules/pricing/site-units.resource.ts'
import { type SignupKind, signupCodeSchema, signupSchema } from '../../src/modules/public/signup-form.ts'
import { signups } from '../../src/modules/public/signups.resource.ts'
import { memberRequests } from '../../src/modules/shop/member-requests.resource.ts'
import { snippet } from '../../src/modules/study/note-text.ts'
import { studyExercises, studyNotes, studyPoints } from '../../src/modules/study/study.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { labelled, labelsOf } from '../../src/resources/issue-messages.ts'
import { fieldErrors } from '../../src/resources/schema.ts'
import { type CodeTarget, textCode } from '../auth/text-code.ts'
import { checkCode, consumeCode } from '../auth/verification-codes.ts'
import { insertRow, type Row, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import { jsonObject, runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { type MessageKey, message } from '../http/messages.ts'
import { SIGNUP_RATE, type VisitorRate, visitorAddress, visitorLimiter } from '../http/visitor-rate.ts'
import { publicRoutesWords } from '../words.text.ts'
import { toApiRow } from './resource-routes.ts'

/** The visitor's company: spec §3 COM_ID, sent as a query like the login call does. */
async function siteOf(c: Context<AppEnv>): Promise<{ com_id: number; company: string }> {
  const site = await c
    .get('db')
    .selectFrom('site_info')
    .select(['com_id', 'company'])
    .where('com_id', '=', Number(c.req.query('com_id') ?? 1))
    .executeTakeFirst()
  if (!site) throw new ApiFailure(Code.notFound, 'siteUnknown')
  return site
}

const companyOf = async (c: Context<AppEnv>) => (await siteOf(c)).com_id

/** The company's live rows of a resource. */
function rowsOf(c: Context<AppEnv>, r: AnyResource, comId: number) {
  return untyped(c.get('db'))
    .selectFrom(tableName(r))
    .selectAll()
    .where('com_id', '=', comId)
    .where('deleted', '=', 0)
}

const ANONYMOUS = 0
/** The page's outbox takes it as "later", not as a refusal. */
const TOO_MANY_REQUESTS = 429

// Labels of a sign-up's fields, for refusals (issue 19); the code is the visitor's verification code.
const signupLabels = { ...labelsOf(signups.fields), code: publicRoutesWords.signupLabels.code }

/** The verification-code purpose of each visitor form, named by its page (/signup, /dianregi, /dianbang). */
const CODE_PURPOSE = { activity: 'signup', member: 'dianregi', card: 'dianbang' } as const satisfies Record<
  SignupKind,
  string
>
const SMS_TEXT = {
  activity: 'smsSignupText',
  member: 'smsDianregiText',
  card: 'smsDianbangText',
} as const satisfies Record<SignupKind, MessageKey>

/** The form's values, or a refusal naming its first problem in the visitor's language. */
function parsedOrRefused<S extends z.ZodMiniType>(schema: S, body: unknown, lang: Language): z.output<S> {
  const parsed = schema.safeParse(body, labelled(signupLabels, lang))
  if (parsed.success) return parsed.data
  const [, first] = Object.entries(fieldErrors(parsed.error))[0] ?? ['', '']
  throw new ApiFailure(Code.badRequest, 'invalidField', { message: first })
}

/**
 * The checked code's id, for the command to use up; null when this entry (its Idempotency-Key) is
 * already stored: its replay gets the stored answer, and its code went with it. Refuses a missing,
 * wrong, expired or used-up code.
 */
async function codeOfNewEntry(
  c: Context<AppEnv>,
  target: CodeTarget,
  code: string,
  now: number,
): Promise<number | null> {
  const db = c.get('db')
  const stored = async () =>
    !!(await db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', ANONYMOUS)
      .where('key', '=', c.req.header('idempotency-key')?.trim() ?? '')
      .executeTakeFirst())
  if (await stored()) return null
  try {
    return await checkCode(db, target, code, now)
  } catch (refusal) {
    // The same entry sent twice at once: the other send stored it (and spent the code) meanwhile.
    if (await stored()) return null
    throw refusal
  }
}

export function publicRoutes(signupRate: VisitorRate = SIGNUP_RATE) {
  const app = new Hono<AppEnv>()
  const allowSignup = visitorLimiter(signupRate)
  const allowCode = visitorLimiter(signupRate)

  /** Published notes without their bodies (a snippet instead), and the knowledge point tree. */
  app.get('/pub/getMkdList', async (c) => {
    const comId = await companyOf(c)
    const keyword = (c.req.query('keyword') ?? '').trim()
    let q = rowsOf(c, studyNotes, comId).where('status', '=', 'published')
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      q = q.where((eb) =>
        eb.or([
          eb('title', 'like', eb.val(like)),
          eb('tags', 'like', eb.val(like)),
          eb('body', 'like', eb.val(like)),
        ]),
      )
    }
    const notes = (await q.orderBy('title').limit(500).execute()).map((n) => {
      const { body, ...rest } = toApiRow(studyNotes, n)
      return { ...rest, summary: snippet(String(body ?? '')) }
    })
    const points = (await rowsOf(c, studyPoints, comId).orderBy('sort').execute()).map((p) =>
      toApiRow(studyPoints, p),
    )
    return ok(c, { notes, points }, { total: notes.length })
  })

  app.get('/pub/getMkdInfo', async (c) => {
    const comId = await companyOf(c)
    const note = await rowsOf(c, studyNotes, comId)
      .where('id', '=', c.req.query('id') ?? '')
      .where('status', '=', 'published')
      .executeTakeFirst()
    if (!note) throw new ApiFailure(Code.notFound, 'noteMissing')
    return ok(c, toApiRow(studyNotes, note))
  })

  /** A note's exercises with their answers: they are practice, scored on the visitor's device. */
  app.get('/pub/getMkdXiti', async (c) => {
    const comId = await companyOf(c)
    const noteId = c.req.query('note_id') ?? ''
    const note = await rowsOf(c, studyNotes, comId)
      .where('id', '=', noteId)
      .where('status', '=', 'published')
      .executeTakeFirst()
    if (!note) throw new ApiFailure(Code.notFound, 'noteMissing')
    const rows = await rowsOf(c, studyExercises, comId).where('note', '=', noteId).orderBy('sort').execute()
    return ok(
      c,
      rows.map((r: Row) => toApiRow(studyExercises, r)),
      { total: rows.length },
    )
  })

  app.get('/pub/getSiteUnitList', async (c) => {
    const comId = await companyOf(c)
    const rows = await rowsOf(c, siteUnits, comId).orderBy('sort').execute()
    return ok(
      c,
      rows.map((r: Row) => toApiRow(siteUnits, r)),
      { total: rows.length },
    )
  })

  // A code for a visitor form, texted to its mobile: one a minute per mobile and form, so many per
  // address as sign-ups (each sign-up needs one). Each form has its own purpose: a code asked for
  // on /signup does not register a member or bind a card.
  app.post('/pub/sendSignupCode', async (c) => {
    const site = await siteOf(c)
    if (!allowCode(visitorAddress(c), c.get('config').now()))
      throw new ApiFailure(TOO_MANY_REQUESTS, 'visitorRateLimited')
    const lang = c.get('lang')
    const { kind, mobile } = parsedOrRefused(signupCodeSchema(lang), jsonObject(await c.req.text()), lang)
    const target = { comId: site.com_id, mobile, purpose: CODE_PURPOSE[kind] }
    const sent = await textCode(c, target, (code, minutes) =>
      message(lang, SMS_TEXT[kind], { company: site.company || 'PM3', code, minutes }),
    )
    return ok(c, sent)
  })

  app.post('/pub/saveSignup', async (c) => {
    const comId = await companyOf(c)
    const now = c.get('config').now()
    if (!allowSignup(visitorAddress(c), now)) throw new ApiFailure(TOO_MANY_REQUESTS, 'visitorRateLimited')
    const lang = c.get('lang')
    const { code, ...fields } = parsedOrRefused(signupSchema(lang), jsonObject(await c.req.text()), lang)
    // Checked before the command's transaction, so a wrong code's used-up try stays used up.
    const codeId = await codeOfNewEntry(
      c,
      { comId, mobile: fields.mobile, purpose: CODE_PURPOSE[fields.kind] },
      code,
      now,
    )
    return runCommand(
      c,
      'pub.signup',
      async (trx) => {
        if (codeId !== null) await consumeCode(trx, codeId)
        // The visitor's id is only a key: the row gets the server's own id, so no visitor can
        // overwrite another's row by choosing its id.
        // A shop registration or card binding goes to the shop's staff, not to recruitment.
        const forShop = fields.kind === 'member' || fields.kind === 'card'
        const { activity: _activity, ...person } = fields
        const row = await insertRow(
          trx,
          forShop ? memberRequests : signups,
          forShop ? { ...person, id: ulid(), status: 'pending', member_id: '' } : { ...fields, id: ulid() },
          { comId, userId: ANONYMOUS, now },
        )
        return { id: row.id, kind: row.kind, received_at: now }
      },
      ANONYMOUS,
    )
  })

  return app
}
