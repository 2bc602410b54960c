// The one access rule of spec §6, read by the menus, the router, the sync worker's pulls and the
// server: a module's site switch must be on, the user must hold its access code (admins hold every
// code, but a switched-off module stays off for everyone), and a route's guard must pass.
import { parseAccessCodes } from './access-codes.ts'
import { can, type Guard } from './permissions.ts'
import type { SiteSwitch } from './site-info.ts'

export interface AccessRule {
  switch?: SiteSwitch
  code?: number
  guard?: Guard
}

/** Who asks: the admin flag, access codes, and the roles/permissions a guard reads. */
export interface Subject {
  admin: boolean
  codes: number[]
  roles?: string[]
  permissions?: string[]
}

export function subjectOf(
  user: { admin: number; acce: string | null; roles?: string[]; permissions?: string[] } | null,
): Subject {
  return {
    admin: user?.admin === 1,
    codes: parseAccessCodes(user?.acce),
    roles: user?.roles ?? [],
    permissions: user?.permissions ?? [],
  }
}

/**
 * The site switches as the caller knows them. `unknown`: the caller cannot see them (the sync
 * worker); the switch is then left to the server, which always knows and refuses.
 */
export type Switches = Partial<Record<string, unknown>> | null | 'unknown'

export type Refusal = 'switchedOff' | 'missingCode' | 'guard'

/** Why the subject may not use what the rule protects, or undefined when it may. */
export function refusalOf(rule: AccessRule, who: Subject, site: Switches): Refusal | undefined {
  if (rule.switch !== undefined && site !== 'unknown' && Number(site?.[rule.switch] ?? 0) !== 1)
    return 'switchedOff'
  if (rule.code !== undefined && !who.admin && !who.codes.includes(rule.code)) return 'missingCode'
  if (
    rule.guard !== undefined &&
    !can({ admin: who.admin, roles: who.roles ?? [], permissions: who.permissions ?? [] }, rule.guard)
  )
    return 'guard'
  return undefined
}

export function mayAccess(rule: AccessRule, who: Subject, site: Switches): boolean {
  return refusalOf(rule, who, site) === undefined
}
