// Till search: by name, by pinyin initials (洗剪吹 → xjc) or by code, as cashiers type.
// pinyin-pro carries a whole dictionary (~140 KB gzip), more than the rest of the till: it loads
// when the cashier first types a letter, and names and codes match until it arrives.
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

export function matchesItem(item: { name: string; code: string }, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  const byInitials = initials(item.name)
  return (
    item.name.toLowerCase().includes(q) ||
    item.code.toLowerCase().startsWith(q) ||
    (byInitials !== '' && byInitials.startsWith(q))
  )
}
