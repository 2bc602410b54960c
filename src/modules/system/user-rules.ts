// What an admin may write about an account (/site/siteuserlist), shared by the outbox commands and
// the server: a new account, its edit, a password reset and project membership.
import { z } from 'zod'
import type { Language } from '../../api/error-catalogue.ts'
import { ACCESS_CODES, parseAccessCodes, rightLabel } from '../../auth/access-codes.ts'
import { isLongEnoughPassword } from '../../lib/checks.ts'
import { ULID_PATTERN } from '../../resources/schema.ts'
import { bilingual, inLanguage, type Text } from '../../resources/text.ts'
import { composed } from '../composed.ts'
import { registerText, USERNAME_PATTERN } from './register-rules.ts'

const text = {
  ...registerText,
  nicknameTooLong: bilingual('昵称不能超过40个字符', 'A nickname cannot be longer than 40 characters'),
  unknownCode: bilingual('未知的权限代码：{codes}', 'Unknown access codes: {codes}'),
  badId: bilingual('账号编号无效', 'Invalid account id'),
  badProject: bilingual('项目编号无效', 'Invalid project id'),
  badRole: bilingual('角色编号无效', 'Invalid role id'),
}

/** Spec §6 names of the codes: the module whose group or items need it, from the route tree. */
export function accessCodeLabel(code: number, lang: Language): string {
  const right = rightLabel(code, lang)
  if (right) return right
  const group = composed.routeTree.find((g) => g.access?.code === code)
  if (group) return inLanguage(group.title, lang)
  const items = composed.routeTree.flatMap((g) =>
    g.children
      .filter((c) => c.code === code)
      .map((c) => `${inLanguage(g.title, lang)}·${inLanguage(c.title, lang)}`),
  )
  if (items.length) return items.slice(0, 2).join('、') + (items.length > 2 ? '…' : '')
  const named: Record<number, Text> = {
    202: bilingual('财务·收入', 'Finance · income'),
    203: bilingual('财务·支出', 'Finance · expense'),
    206: bilingual('财务·账户', 'Finance · accounts'),
  }
  if (named[code]) return inLanguage(named[code], lang)
  return lang === 'en' ? `Module ${code}` : `模块 ${code}`
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
export const accountId = z.string().refine((v) => ULID_PATTERN.test(v) || /^\d{1,12}$/.test(v))

export type UserPayloadKind = 'add' | 'update' | 'password' | 'project' | 'remove'

/** Validates a command payload; returns the clean payload or the first messages. */
export function parseUserPayload(
  kind: UserPayloadKind,
  input: Record<string, unknown>,
  lang: Language,
): { ok: true; value: Record<string, unknown> } | { ok: false; messages: string[] } {
  const say = (m: Text) => inLanguage(m, lang)
  const errors: string[] = []
  const value: Record<string, unknown> = {}
  // Only a string or a number is an id: String([1]) would be '1', the first account's.
  const id = typeof input.id === 'string' || typeof input.id === 'number' ? String(input.id) : ''
  if (!accountId.safeParse(id).success || (kind === 'add' && !ULID_PATTERN.test(id)))
    errors.push(say(text.badId))
  value.id = id
  if (kind === 'add') {
    const username = String(input.username ?? '').trim()
    if (!username) errors.push(say(text.usernameRequired))
    else if (!USERNAME_PATTERN.test(username)) errors.push(say(text.usernameShape))
    value.username = username
  }
  if (kind === 'add' || kind === 'password') {
    const password = String(input.password ?? '')
    if (!password) errors.push(say(text.passwordRequired))
    else if (!isLongEnoughPassword(password)) errors.push(say(text.passwordTooShort))
    value.password = password
  }
  if (kind === 'add' || kind === 'update') {
    const nickname = String(input.nickname ?? '').trim()
    if (nickname.length > 40) errors.push(say(text.nicknameTooLong))
    const { acce, unknown } = normaliseAcce(String(input.acce ?? ''))
    if (unknown.length) errors.push(say(text.unknownCode).replace('{codes}', unknown.join(',')))
    const staffRef = String(input.staff_ref ?? '')
    if (staffRef && !ULID_PATTERN.test(staffRef)) errors.push(say(text.badId))
    Object.assign(value, { nickname, acce, admin: input.admin ? 1 : 0, staff_ref: staffRef })
    // Left out (an older device's edit): the account keeps the roles it has.
    if (input.role_ids !== undefined) {
      const roleIds = [...new Set(String(input.role_ids).split(',').filter(Boolean))]
      if (roleIds.some((r) => !ULID_PATTERN.test(r))) errors.push(say(text.badRole))
      value.role_ids = roleIds.join(',')
    }
  }
  if (kind === 'project') {
    const project = String(input.project_id ?? '')
    if (!ULID_PATTERN.test(project)) errors.push(say(text.badProject))
    value.project_id = project
  }
  return errors.length ? { ok: false, messages: errors } : { ok: true, value }
}
