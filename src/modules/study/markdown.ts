// Markdown of a note → HTML that runs nothing. markdown-it with `html: false` escapes every raw tag
// (so `<img onerror>` and `<script>` arrive as text) and its link check refuses javascript:,
// vbscript:, file: and non-image data: URLs, leaving the link text unlinked.
import MarkdownIt from 'markdown-it'

const md = new MarkdownIt({ html: false, linkify: true, breaks: true })

// Links leave the app in a new tab without handing it window.opener.
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, i, opts, _env, self) => self.renderToken(tokens, i, opts))
md.renderer.rules.link_open = (tokens, i, opts, env, self) => {
  tokens[i]!.attrSet('target', '_blank')
  tokens[i]!.attrSet('rel', 'noopener noreferrer')
  return defaultLinkOpen(tokens, i, opts, env, self)
}

export function renderMarkdown(source: string): string {
  return md.render(source)
}
