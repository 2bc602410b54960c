// Till search: by name, by pinyin initials (洗剪吹 → xjc) or by code, as cashiers type.
// The pinyin dictionary is more than the rest of the till: it loads when the cashier first types a
// letter (src/lib/pinyin-initials.ts), and names and codes match until it arrives.
import { initials } from '../../../lib/pinyin-initials.ts'

export { initials, loadPinyin, pinyinReady } from '../../../lib/pinyin-initials.ts'

export function matchesItem(item: { name: string; code: string }, query: string): boolean {
  return hit(lowered(item), query.trim().toLowerCase())
}

/** An item with what a search compares, lowered once: a 5,000-item catalogue filters in well under a frame. */
export interface Searchable<T> {
  item: T
  name: string
  code: string
  initials: string
}

/** Made again when the catalogue changes or the dictionary arrives (initials can match from then). */
export function searchIndex<T extends { name: string; code: string; status: string }>(
  items: readonly T[],
): Searchable<T>[] {
  const out: Searchable<T>[] = []
  for (const item of items) {
    if (item.status !== 'active') continue
    out.push({ item, ...lowered(item) })
  }
  return out
}

/** The first `limit` items that match, without filtering the rest of the catalogue. */
export function firstMatches<T>(index: readonly Searchable<T>[], query: string, limit: number): T[] {
  const q = query.trim().toLowerCase()
  const out: T[] = []
  for (const x of index) {
    if (hit(x, q)) out.push(x.item)
    if (out.length === limit) break
  }
  return out
}

type Lowered = Omit<Searchable<unknown>, 'item'>

const lowered = (item: { name: string; code: string }): Lowered => ({
  name: item.name.toLowerCase(),
  code: item.code.toLowerCase(),
  initials: initials(item.name),
})

/** By name anywhere, by code or initials from the start; `q` already trimmed and lowered. */
const hit = (x: Lowered, q: string): boolean =>
  !q || x.name.includes(q) || x.code.startsWith(q) || (x.initials !== '' && x.initials.startsWith(q))
