import { useMemo } from 'react'
import { renderMarkdown } from './markdown.ts'

/** A note's markdown, rendered by markdown-it with raw HTML off: the HTML it yields runs nothing. */
export function MarkdownView({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it escapes raw HTML and refuses script URLs (markdown.test.ts)
  return <article className="pm3-markdown" dangerouslySetInnerHTML={{ __html: html }} />
}
