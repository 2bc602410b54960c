// Pinyin initials of Chinese names (洗剪吹 → xjc, 张伟 → zw), for the till's search and long pickers.
// pinyin-pro carries a whole dictionary (~140 KB gzip): it loads when a user first types into a
// search or picker, never with a page, and names match by their characters until it arrives.
type Pinyin = typeof import('pinyin-pro')['pinyin']

let pinyin: Pinyin | null = null
let loading: Promise<void> | null = null
const initialsCache = new Map<string, string>()

export function loadPinyin(): Promise<void> {
  loading ??= import('pinyin-pro').then((m) => {
    pinyin = m.pinyin
  })
  return loading
}

/** Whether initials can match yet. */
export const pinyinReady = (): boolean => pinyin !== null

export function initials(name: string): string {
  if (!pinyin) return ''
  let v = initialsCache.get(name)
  if (v === undefined) {
    v = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase()
    initialsCache.set(name, v)
  }
  return v
}

/** A name matches what was typed anywhere in it, or by its initials from the start (zw → 张伟). */
export function nameMatches(name: string, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  if (name.toLowerCase().includes(q)) return true
  const i = initials(name)
  return i !== '' && i.startsWith(q)
}
