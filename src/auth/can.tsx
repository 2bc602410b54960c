import type { ReactNode } from 'react'
import { can, type Guard } from './permissions.ts'
import { useSession } from './use-session.ts'

/** The spec's permissions directive: renders its children only when the guard passes. */
export function Can({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { user } = useSession()
  const acl = { admin: user?.admin === 1, roles: user?.roles ?? [], permissions: user?.permissions ?? [] }
  return can(acl, guard) ? children : null
}
