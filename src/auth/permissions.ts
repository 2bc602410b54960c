// The permission engine of spec §6, with the semantics of the Vab Plus template
// (shell-anchors.md b): an admin flag grants everything; a list guard passes on any of its items
// held as a role or a permission; an object guard combines a role list and a permission list:
//   oneOf  — any listed role OR any listed permission is held (an empty list counts false);
//   allOf  — every listed role AND every listed permission is held (an empty list counts true);
//   except — at least one listed role OR at least one listed permission is NOT held ("lacks one",
//            Plus's !every; an empty list counts false, so `{mode:'except'}` alone hides).

export type Guard = string[] | { role?: string[]; permission?: string[]; mode?: 'oneOf' | 'allOf' | 'except' }

export interface Acl {
  admin: boolean
  roles: string[]
  permissions: string[]
}

export function can(acl: Acl, guard: Guard | undefined): boolean {
  if (guard === undefined || acl.admin) return true
  if (Array.isArray(guard)) return guard.some((g) => acl.roles.includes(g) || acl.permissions.includes(g))
  const roles = guard.role ?? []
  const permissions = guard.permission ?? []
  const heldRole = (r: string) => acl.roles.includes(r)
  const heldPermission = (p: string) => acl.permissions.includes(p)
  switch (guard.mode ?? 'oneOf') {
    case 'oneOf':
      return roles.some(heldRole) || permissions.some(heldPermission)
    case 'allOf':
      return roles.every(heldRole) && permissions.every(heldPermission)
    case 'except':
      return (
        (roles.length > 0 && !roles.every(heldRole)) ||
        (permissions.length > 0 && !permissions.every(heldPermission))
      )
  }
}
