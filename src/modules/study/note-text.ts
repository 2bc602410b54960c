// A note's searchable plain text and its snippet; no markdown library, so the server can use it too.

/** Markdown marks dropped and whitespace folded: what search matches and snippets show. */
export function plainText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`~[\]()!|-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function snippet(source: string, length = 80): string {
  const text = plainText(source)
  return text.length > length ? `${text.slice(0, length)}…` : text
}
