// Spec §2 "Routes needing no login": the visitor pages. The router mounts these outside the session
// guard; every other path needs a token. (/login and the status pages have their own routes.)
export const PUBLIC_PAGE_PATHS = [
  '/pubmkdinfo',
  '/pubmkdxiti',
  '/pubmksou',
  '/pubmkdce',
  '/pubmy',
  '/ok',
  '/callback',
  '/dianregi',
  '/dianuser',
  '/dianbang',
  '/yunlogin',
  '/yunindex',
  '/yunpeidian',
  '/yunrizhi',
  '/yuncost',
  '/yuncostlist',
  '/yunpeidianshebei',
  '/yunpeidiangujia',
  '/yunmkd',
  '/mkdlist',
  '/mkdinfo',
  '/signup',
] as const

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number]

export const WHITELIST: readonly string[] = ['/login', ...PUBLIC_PAGE_PATHS, '/401', '/403', '/404']

export function isWhitelisted(pathname: string): boolean {
  return WHITELIST.includes(pathname)
}

/** Each visitor page's title (spec §2 meanings), read by the router and the document title. */
export const PUBLIC_PAGE_TITLES: Record<PublicPagePath, { zh: string; en: string }> = {
  '/signup': { zh: '活动报名', en: 'Activity sign-up' },
  '/dianregi': { zh: '会员自助登记', en: 'Member registration' },
  '/dianbang': { zh: '会员卡绑定', en: 'Bind a card' },
  '/dianuser': { zh: '我的提交记录', en: 'My submissions' },
  '/ok': { zh: '提交成功', en: 'Submitted' },
  '/callback': { zh: '微信登录', en: 'WeChat sign-in' },
  '/pubmkdinfo': { zh: '知识笔记', en: 'Knowledge note' },
  '/pubmkdxiti': { zh: '知识习题', en: 'Exercises' },
  '/pubmksou': { zh: '搜索知识', en: 'Search notes' },
  '/pubmkdce': { zh: '知识自测', en: 'Self-test' },
  '/pubmy': { zh: '我的学习', en: 'My learning' },
  '/mkdlist': { zh: '知识点列表', en: 'Knowledge points' },
  '/mkdinfo': { zh: '知识点详情', en: 'Knowledge point' },
  '/yunmkd': { zh: '知识云笔记', en: 'Knowledge cloud notes' },
  '/yunlogin': { zh: '云计价登录', en: 'Cloud sign-in' },
  '/yunindex': { zh: '云计价', en: 'Cloud pricing' },
  '/yunpeidian': { zh: '配电箱估算', en: 'Box estimate' },
  '/yunrizhi': { zh: '日志笔记本', en: 'Log notebook' },
  '/yuncost': { zh: '成本估算', en: 'Cost estimate' },
  '/yuncostlist': { zh: '成本估算笔记本', en: 'Cost notebook' },
  '/yunpeidianshebei': { zh: '设备价格', en: 'Equipment' },
  '/yunpeidiangujia': { zh: '估价', en: 'Valuation' },
}

/** The screens a module contributes to the visitor pages, by path; the router mounts them. */
export type PublicElements = Partial<Record<PublicPagePath, import('react').ReactNode>>
