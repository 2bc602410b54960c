// Whether the signed-in user may write a resource: its stricter write access when it declares one
// (e.g. the rights of issue 19 for website content and job notices), else its read access. The
// server decides; this only keeps buttons off a page whose writes would be refused.
import type { AnyResource } from '../resources/define-resource.ts'
import { subjectOf } from './menu-access.ts'

type User = { admin: number; acce: string } | null

function holds(code: number | undefined, user: User): boolean {
  const s = subjectOf(user)
  return code === undefined || s.admin || s.codes.includes(code)
}

export function mayWrite(r: AnyResource, user: User): boolean {
  return holds((r.writeAccess ?? r.access).code, user)
}

/** Whether the user may remove a row: the resource's remove access, else its write access. */
export function mayRemove(r: AnyResource, user: User): boolean {
  return holds((r.removeAccess ?? r.writeAccess ?? r.access).code, user)
}
