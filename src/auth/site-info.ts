// Site info (spec §3): the company's module switches and menu titles. Shared by page, worker and server.

export const SITE_SWITCHES = [
  'sel100',
  'sel110',
  'sel800',
  'sel280',
  'sel550',
  'sel170',
  'sel190',
  'sel200',
  'sel810',
  'sel600',
  'sel680',
  'sel300',
  'sel380',
  'sel500',
  'sel400',
  'sel700',
  'sel750',
  'sel770',
  'sel900',
] as const
export type SiteSwitch = (typeof SITE_SWITCHES)[number]

export const MENU_TITLE_FIELDS = [
  'top100',
  'top190',
  'top200',
  'top280',
  'top380',
  'top400',
  'top500',
  'top680',
  'top700',
  'top800',
] as const
export type MenuTitleField = (typeof MENU_TITLE_FIELDS)[number]

export type SiteInfo = {
  /** 0 means the site is not configured (the guard sends the user to /login). */
  ID: number
  company: string
  erp_title: string
  /** Till risk policy, fen: the most one member sale may charge while offline, and all queued ones together. */
  offline_sale_cap?: number
  offline_total_cap?: number
  /** The most one refund may give back while the till cannot reach the server (fen). */
  offline_refund_cap?: number
  /** What a cashier may refund without the shop manager, per sale and per shift (fen; refund-limits.ts). */
  refund_limit?: number
  shift_refund_limit?: number
  /** What a cashier may take out of the drawer without the shop manager, per shift (fen; refund-limits.ts). */
  cash_out_limit?: number
  /** The most one top-up may be without the shop manager (fen; top-up-cap.ts). */
  top_up_cap?: number
  /**
   * 1 where the company uses its WeChat official account; the page keeps it under the spec's
   * localStorage key weixin_gzh, which decides whether it asks for the WeChat access token (spec §7).
   */
  weixin_gzh?: number
  /** Spec §3 domain marker: which company's site this is, sent back as getErpInfo's `dm`. */
  dm?: string
} & Record<SiteSwitch, number> &
  Record<MenuTitleField, string>

/** Menu titles use the first two characters of the top* field (spec §3). */
export function menuTitle(site: SiteInfo, field: MenuTitleField): string {
  return Array.from(site[field] ?? '')
    .slice(0, 2)
    .join('')
}
