// Whether the signed-in user may write a resource: its stricter write access when it declares one
// (e.g. the rights of issue 19 for website content and job notices), else its read access. The
// server decides; this only keeps buttons off a page whose writes would be refused.
import type { AnyResource } from '../resources/define-resource.ts'
import { subjectOf } from './menu-access.ts'

export function mayWrite(r: AnyResource, user: { admin: number; acce: string } | null): boolean {
  const code = (r.writeAccess ?? r.access).code
  const s = subjectOf(user)
  return code === undefined || s.admin || s.codes.includes(code)
}
