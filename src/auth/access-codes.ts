// Access codes of spec §6. A user's `acce` is a comma-separated list of these.
import { accessCodesWords } from './access-codes.text.ts'

/**
 * Rights PM3 adds to spec §6 (issue 19), granted by an admin like the access codes and kept in the
 * same list. Approval, recruitment and site *menus* follow their switch alone; writing what the
 * public sees and reading visitors' personal data needs one of these.
 */
export const RIGHTS = {
  manageRecruitment: { code: 751, ...accessCodesWords.manageRecruitment },
  readSignups: { code: 752, ...accessCodesWords.readSignups },
  publishWebsite: { code: 771, ...accessCodesWords.publishWebsite },
  priceOverride: { code: 281, ...accessCodesWords.priceOverride },
  /**
   * Who decides a request follows a staff file's department and post, so moving them (or a
   * post's name and department) is a right of its own, never held over one's own file.
   */
  approvalRouting: { code: 401, ...accessCodesWords.approvalRouting },
  /** The company's WeChat official-account token is the company's credential, not every user's. */
  wechatToken: { code: 772, ...accessCodesWords.wechatToken },
  /** Every change of the company, whoever made it: more than any one module shows. */
  readAuditLog: { code: 773, ...accessCodesWords.readAuditLog },
  /** Deleted records come back, or go for good, only by a right of its own. */
  recycleBin: { code: 774, ...accessCodesWords.recycleBin },
} as const

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
  RIGHTS.manageRecruitment.code,
  RIGHTS.readSignups.code,
  RIGHTS.publishWebsite.code,
  RIGHTS.priceOverride.code,
  RIGHTS.approvalRouting.code,
  RIGHTS.wechatToken.code,
  RIGHTS.readAuditLog.code,
  RIGHTS.recycleBin.code,
] as const

/** The name of a right, or undefined for a module code. */
export function rightLabel(code: number, lang: 'zh' | 'en'): string | undefined {
  const right = Object.values(RIGHTS).find((r) => r.code === code)
  return right?.[lang]
}

/** Whether a user holds a right (an admin holds every one). */
export function holdsRight(
  user: { admin?: number | boolean; acce?: string | null } | null | undefined,
  right: keyof typeof RIGHTS,
): boolean {
  if (!user) return false
  return Boolean(user.admin) || parseAccessCodes(user.acce).includes(RIGHTS[right].code)
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
