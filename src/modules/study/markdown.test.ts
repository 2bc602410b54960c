import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and code', () => {
    const html = renderMarkdown('# 安全用电\n\n- **断电**后操作\n- `PE` 线接地')
    expect(html).toContain('<h1>安全用电</h1>')
    expect(html).toContain('<strong>断电</strong>')
    expect(html).toContain('<code>PE</code>')
  })

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)"> <script>alert(2)</script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
  })

  it('does not link javascript:, vbscript: or data:text URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<b>x</b>',
    ]) {
      const html = renderMarkdown(`[点我](${url})`)
      expect(html).not.toContain('href=')
    }
  })

  it('opens safe links in a new tab without an opener', () => {
    expect(renderMarkdown('[规范](https://example.com/gb50054)')).toContain(
      '<a href="https://example.com/gb50054" target="_blank" rel="noopener noreferrer">规范</a>',
    )
  })
})
