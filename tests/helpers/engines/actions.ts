// A user's actions on any engine: find by what is on screen (visible elements only — the shell keeps
// other tabs' pages alive, hidden), act with the driver, wait for what the user would wait for.
import type { EnginePage } from './engine.ts'

let marks = 0

/** In-page lookup: 'field' by its label's text or aria-label, 'button' by its name, 'testid'. */
const FIND = `(kind, name) => {
  const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
  const text = (e) => (e.getAttribute('aria-label') || e.textContent || '').replace(/\\s+/g, ' ').trim()
  if (kind === 'testid') return [...document.querySelectorAll('[data-testid="' + name + '"]')].find(visible)
  if (kind === 'button') {
    // As a user reads it: the exact name, else the shortest control whose name holds it.
    const all = [...document.querySelectorAll('button, [role=button], [role=menuitem], a')].filter(visible)
    return all.find((e) => text(e) === name) ??
      all.filter((e) => text(e).includes(name)).sort((a, b) => text(a).length - text(b).length)[0]
  }
  if (kind === 'field') {
    const controls = 'input, select, textarea'
    const byAria = [...document.querySelectorAll(controls)].filter(visible).find((e) => e.getAttribute('aria-label') === name)
    if (byAria) return byAria
    for (const label of document.querySelectorAll('label')) {
      // A required field's label starts with its asterisk.
      if (!visible(label) || !text(label).replace(/^[*]/, '').trim().startsWith(name)) continue
      const control = label.control || label.querySelector(controls)
      if (control && visible(control)) return control
    }
  }
  return undefined
}`

export type Target = { kind: 'field' | 'button' | 'testid'; name: string }
export const field = (name: string): Target => ({ kind: 'field', name })
export const button = (name: string): Target => ({ kind: 'button', name })
export const testId = (name: string): Target => ({ kind: 'testid', name })

/** Waits until the expression is truthy; fails naming what was awaited and what was last seen. */
export async function waitUntil<T>(
  page: EnginePage,
  expression: string,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      last = await page.evaluate<T>(expression)
      if (last) return last as T
    } catch (e) {
      // A navigation in progress destroys the context the script ran in: look again.
      last = e instanceof Error ? e.message : e
    }
    if (Date.now() > until)
      throw new Error(
        `waited ${timeoutMs} ms for ${what}; last seen: ${String(last)}; ${await onScreen(page)}`,
      )
    await new Promise((r) => setTimeout(r, 150))
  }
}

/** Marks the element the user means and returns a selector for the driver. */
async function locate(page: EnginePage, target: Target, timeoutMs?: number): Promise<string> {
  const mark = `m${++marks}`
  await waitUntil(
    page,
    `(() => { const e = (${FIND})(${JSON.stringify(target.kind)}, ${JSON.stringify(target.name)}); if (e) e.setAttribute('data-engine-mark', ${JSON.stringify(mark)}); return !!e })()`,
    `${target.kind} "${target.name}"`,
    timeoutMs,
  )
  return `[data-engine-mark="${mark}"]`
}

/**
 * Whether the user's database answers a read on each of its main stores within 2 s. A store that
 * does not is held by a readwrite transaction that never ends (a page or worker that went away
 * mid-write): in WebKit, `meta` alone, so a new page's start waited for ever.
 */
const STORES_ANSWERING = `(async () => {
  const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n && n.startsWith('pm3:') && n.split(':').length === 3)
  if (!name) return 'no user database'
  const within = (p, ms) => Promise.race([p, new Promise((r) => setTimeout(() => r('no answer'), ms))])
  const db = await within(new Promise((resolve) => {
    const r = indexedDB.open(name)
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => resolve('open failed: ' + r.error)
    r.onblocked = () => resolve('open blocked')
  }), 3000)
  if (typeof db === 'string') return db
  const answers = []
  for (const store of ['meta', 'outbox', 'syncState', 'users']) {
    if (!db.objectStoreNames.contains(store)) continue
    answers.push(store + ' ' + await within(new Promise((resolve) => {
      const q = db.transaction(store).objectStore(store).count()
      q.onsuccess = () => resolve(q.result + ' rows')
      q.onerror = () => resolve('error')
    }), 2000))
  }
  db.close()
  return answers.join(', ')
})()`

/** What the page showed when a wait failed: where it was, the start of its text, its stores. */
async function onScreen(page: EnginePage): Promise<string> {
  const shown = await page
    .evaluate<string>(
      `location.pathname + ' (' + document.readyState + ', boot: ' + performance.getEntriesByType('mark').map((m) => m.name.replace('pm3:boot:', '')).join(' ') + ') shows: ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 400)`,
    )
    .catch((e: unknown) => `the page did not answer (${e instanceof Error ? e.message : String(e)})`)
  const idb = await page.evaluate<string>(STORES_ANSWERING).catch((e: unknown) => String(e))
  return `page ${shown}; stores: ${idb}`
}

/**
 * Acts on the element the user means. React may replace the element between finding and acting (a
 * list re-rendered by a pull): the driver then finds it gone, and, as a user would, we find it again.
 */
async function onTarget(page: EnginePage, target: Target, act: (selector: string) => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    const selector = await locate(page, target)
    try {
      return await act(selector)
    } catch (e) {
      const replaced = /stale element|wasn't found|not found|detached/i.test(
        e instanceof Error ? e.message : '',
      )
      if (!replaced || attempt === 3) throw e
    }
  }
}

export async function click(page: EnginePage, target: Target): Promise<void> {
  await onTarget(page, target, (selector) => page.click(selector))
}

export async function fill(page: EnginePage, target: Target, text: string): Promise<void> {
  await onTarget(page, target, (selector) => page.type(selector, text))
}

/** The visible text of a test id's element ('' when absent). */
export function textOf(page: EnginePage, id: string): Promise<string> {
  return page.evaluate<string>(
    `(() => { const e = (${FIND})('testid', ${JSON.stringify(id)}); return e ? e.innerText : '' })()`,
  )
}

export async function waitForText(page: EnginePage, id: string, text: string, timeoutMs?: number) {
  await waitUntil(
    page,
    `(() => { const e = (${FIND})('testid', ${JSON.stringify(id)}); return !!e && e.innerText.includes(${JSON.stringify(text)}) })()`,
    `"${text}" in ${id}`,
    timeoutMs,
  )
}

export async function waitForPath(page: EnginePage, path: string, timeoutMs?: number) {
  await waitUntil(page, `location.pathname === ${JSON.stringify(path)}`, `the page ${path}`, timeoutMs)
}

/** Until the service worker controls the page (a reload then comes from its precache). */
export async function waitForServiceWorker(page: EnginePage): Promise<void> {
  await waitUntil(page, `navigator.serviceWorker.ready.then(() => true)`, 'a service worker')
  const controlled = await waitUntil(page, 'navigator.serviceWorker.controller != null', 'control', 5_000)
    .then(() => true)
    .catch(() => false)
  if (!controlled) {
    await page.reload()
    await waitUntil(page, 'navigator.serviceWorker.controller != null', 'the service worker in control')
  }
}

/** Until this user's device has pulled the given lists at least once. */
export async function waitForPulled(page: EnginePage, resources: string[]): Promise<void> {
  await waitUntil(
    page,
    `(async () => {
      const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n && n.startsWith('pm3:') && n.split(':').length === 3)
      if (!name) return false
      const pulled = await new Promise((resolve) => {
        const r = indexedDB.open(name)
        r.onsuccess = () => {
          const q = r.result.transaction('syncState').objectStore('syncState').getAll()
          q.onsuccess = () => { resolve(q.result.filter((x) => x.lastPullAt).map((x) => x.resource)); r.result.close() }
          q.onerror = () => resolve([])
        }
        r.onerror = () => resolve([])
      })
      return ${JSON.stringify(resources)}.every((x) => pulled.includes(x))
    })()`,
    `the first pull of ${resources.join(', ')}`,
    30_000,
  )
}

export async function signIn(page: EnginePage, origin: string, username: string, password: string) {
  await page.goto(`${origin}/login`)
  await fill(page, field('用户名'), username)
  await fill(page, field('密码'), password)
  await click(page, button('登录'))
  await waitUntil(
    page,
    `!location.pathname.startsWith('/login') && !!document.querySelector('[data-tab]')`,
    'the signed-in shell',
  )
}
