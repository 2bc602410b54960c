// Till search: by name, by pinyin initials (洗剪吹 → xjc) or by code, as cashiers type.
import { pinyin } from 'pinyin-pro'

const initialsCache = new Map<string, string>()

export function initials(name: string): string {
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
  return (
    item.name.toLowerCase().includes(q) ||
    item.code.toLowerCase().startsWith(q) ||
    initials(item.name).startsWith(q)
  )
}
