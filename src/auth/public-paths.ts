// Spec §2 "Routes needing no login": the visitor pages. The router mounts these outside the session
// guard; every other path needs a token. (/login and the status pages have their own routes.)
import { publicPathsWords } from './public-paths.text.ts'

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
export const PUBLIC_PAGE_TITLES: Record<PublicPagePath, { zh: string; en: string }> =
  publicPathsWords.PUBLIC_PAGE_TITLES

/** The screens a module contributes to the visitor pages, by path; the router mounts them. */
export type PublicElements = Partial<Record<PublicPagePath, import('react').ReactNode>>
