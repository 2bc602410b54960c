// The Remix Icon names, read from the package's own stylesheet at build time (no network, so the
// lookup works offline): every `.ri-<name>:before` rule is one icon.
import css from 'remixicon/fonts/remixicon.css?raw'

export function iconNamesIn(stylesheet: string): string[] {
  return [...new Set([...stylesheet.matchAll(/\.ri-([a-z0-9-]+):before/g)].map((m) => m[1]!))]
}

export const ICON_NAMES: readonly string[] = iconNamesIn(css)

/** Icons whose name holds every word of the query, the shortest names (closest matches) first. */
export function searchIcons(query: string, names: readonly string[] = ICON_NAMES): string[] {
  const words = query
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((w) => w.replace(/^ri-/, ''))
  if (!words.length) return [...names]
  return names
    .filter((n) => words.every((w) => n.includes(w)))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
}
