// Access codes of spec §6. A user's `acce` is a comma-separated list of these.

export const ACCESS_CODES = [
  100,
  101,
  128,
  110,
  800,
  280,
  550,
  190,
  170,
  200,
  202,
  203,
  206,
  810,
  600,
  300,
  380,
  500,
  501,
  502,
  400,
  700,
  900,
  // Rights beyond spec §6's module codes, granted on the users page like a module code:
  281, // priceOverride: charge another price than the price list's, or give a line discount
] as const

/** Named rights (granted as access codes; an admin holds every one). */
export const RIGHTS = { priceOverride: 281 } as const

export function holdsRight(
  user: { admin?: number | boolean; acce?: string | null } | null | undefined,
  right: keyof typeof RIGHTS,
): boolean {
  if (!user) return false
  return Boolean(user.admin) || parseAccessCodes(user.acce).includes(RIGHTS[right])
}

export function parseAccessCodes(acce: string | null | undefined): number[] {
  return (acce ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
}

/** The Authorization header carries the access-code string (spec §7): digits and commas only. */
export function isWellFormedAccessHeader(value: string): boolean {
  return /^[0-9]*(,[0-9]+)*$/.test(value)
}
