// What makes an opened page of the menu a broken one, as a user would see it: one rule for the
// admin's walk in the viewport test and the offline and per-role walks of every-module.
import type { Page } from 'playwright-core'

/** Words a page shows only when it failed or was never built. */
const BROKEN = [
  '页面加载失败',
  '该模块的页面将在后续版本中提供',
  'Unexpected Application Error',
  '暂无数据：同步完成后显示',
]

/** The local operation log starts empty on each device: its empty state is the right page. */
const EMPTY_ON_A_NEW_DEVICE = new Set(['/logtext'])

/**
 * Given a route already opened and loaded (no loading text, a list's rows shown), what is wrong with
 * what it shows, or '' when it is a working, non-empty page. `emptyStateOk`: an account that may meet
 * an honest empty state (a cashier has filed no sops); admin must see demo rows everywhere.
 */
export async function contentProblem(page: Page, path: string, emptyStateOk = false): Promise<string> {
  const at = new URL(page.url()).pathname
  if (at !== path) return `landed on ${at}`
  const text = (await page.locator('main').innerText()).trim()
  const broken = BROKEN.find((b) => text.includes(b))
  if (broken) return `shows "${broken}"`
  const saysEmpty = /暂无/.test(text) && (emptyStateOk || EMPTY_ON_A_NEW_DEVICE.has(path))
  if (text.length < 20 && !saysEmpty) return `is nearly empty: "${text}"`
  return ''
}
