// What an admin may write about an account (/site/siteuserlist), shared by the outbox commands and
// the server: a new account, its edit, a password reset and project membership.
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { ACCESS_CODES, parseAccessCodes } from '../../auth/access-codes.ts'
import { isLongEnoughPassword } from '../../lib/checks.ts'
import { addIssue } from '../../resources/issue-messages.ts'
import { ULID_PATTERN } from '../../resources/schema.ts'
import { fillText, type Text } from '../../resources/text.ts'
import { registerText, USERNAME_PATTERN } from './register-rules.ts'
import { userRulesWords } from './words.text.ts'

const text = {
  ...registerText,
  nicknameTooLong: userRulesWords.text.nicknameTooLong,
  unknownCode: userRulesWords.text.unknownCode,
  badId: userRulesWords.text.badId,
  badProject: userRulesWords.text.badProject,
  badRole: userRulesWords.text.badRole,
}

/** A clean, sorted access-code string; unknown codes are refused. */
export function normaliseAcce(acce: string): { acce: string; unknown: number[] } {
  const codes = [...new Set(parseAccessCodes(acce))]
  const known = new Set<number>(ACCESS_CODES)
  return {
    acce: codes
      .filter((c) => known.has(c))
      .sort((a, b) => a - b)
      .join(','),
    unknown: codes.filter((c) => !known.has(c)),
  }
}

/** An account's id on the wire: its client ULID, or the number of an account made on the server. */
export const accountId = z.string().check(z.refine((v) => ULID_PATTERN.test(v) || /^\d{1,12}$/.test(v)))

/** A field read leniently, as older forms send it, then judged: its problem in words, or none. */
function judged<T>(read: (input: unknown) => T, problem: (value: T) => string | undefined) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((input, ctx) => {
      const value = read(input)
      const message = problem(value)
      if (message) addIssue(ctx, message)
      return value
    }),
  )
}

const asText = (v: unknown) => String(v ?? '')
// Only a string or a number is an id: String([1]) would be '1', the first account's.
const asId = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
const ulidList = (v: string) => v.split(',').filter(Boolean)

/** The payloads an admin sends about an account, in the caller's language; every problem is said. */
export function userSchemas(lang: Language) {
  const say = (m: Text, vars?: Record<string, string>) => fillText(m, lang, vars)
  const id = judged(asId, (v) => (accountId.safeParse(v).success ? undefined : say(text.badId)))
  const password = judged(asText, (v) =>
    !v ? say(text.passwordRequired) : isLongEnoughPassword(v) ? undefined : say(text.passwordTooShort),
  )
  const account = {
    nickname: judged(
      (v) => asText(v).trim(),
      (v) => (v.length > 40 ? say(text.nicknameTooLong) : undefined),
    ),
    acce: z.pipe(
      judged(
        (v) => normaliseAcce(asText(v)),
        ({ unknown }) => (unknown.length ? say(text.unknownCode, { codes: unknown.join(',') }) : undefined),
      ),
      z.transform(({ acce }) => acce),
    ),
    admin: z.pipe(
      z.optional(z.unknown()),
      z.transform((v): 0 | 1 => (v ? 1 : 0)),
    ),
    staff_ref: judged(asText, (v) => (v && !ULID_PATTERN.test(v) ? say(text.badId) : undefined)),
    // Left out (an older device's edit): the account keeps the roles it has.
    role_ids: judged(
      (v) => (v === undefined ? undefined : [...new Set(ulidList(asText(v)))].join(',')),
      (v) =>
        v !== undefined && ulidList(v).some((r) => !ULID_PATTERN.test(r)) ? say(text.badRole) : undefined,
    ),
  }
  return {
    add: z.object({
      id: judged(asId, (v) => (ULID_PATTERN.test(v) ? undefined : say(text.badId))),
      username: judged(
        (v) => asText(v).trim(),
        (v) =>
          !v ? say(text.usernameRequired) : USERNAME_PATTERN.test(v) ? undefined : say(text.usernameShape),
      ),
      password,
      ...account,
    }),
    update: z.object({ id, ...account }),
    password: z.object({ id, password }),
    project: z.object({
      id,
      project_id: judged(asText, (v) => (ULID_PATTERN.test(v) ? undefined : say(text.badProject))),
    }),
    /** Removing an account, or lifting its sign-in lock. */
    account: z.object({ id }),
  }
}

export type UserSchemas = ReturnType<typeof userSchemas>
