// What a list or a record prints: title, company and date on top, a plain table under it. Rendered
// outside the app root only while printing (html.office-print, see index.css), so the menus, tabs
// and the virtualised list never reach the paper and every row does.
import { useEffect } from 'react'
import { createPortal } from 'react-dom'

export interface PrintContent {
  title: string
  caption: string
  header: string[]
  rows: string[][]
  /** Right-aligned columns (amounts). */
  numeric?: number[]
}

export function PrintSheet({ content, onDone }: { content: PrintContent; onDone: () => void }) {
  useEffect(() => {
    const html = document.documentElement
    html.classList.add('office-print')
    // One frame for the sheet to lay out before the print dialog takes its picture.
    const frame = requestAnimationFrame(() => {
      window.print()
      html.classList.remove('office-print')
      onDone()
    })
    return () => {
      cancelAnimationFrame(frame)
      html.classList.remove('office-print')
    }
  }, [onDone])
  return createPortal(
    <div className="office-print-sheet hidden text-[10pt] text-black print:block">
      <h1 className="text-center text-base font-semibold">{content.title}</h1>
      <p className="mb-2 text-center text-xs">{content.caption}</p>
      <table className="w-full border-collapse">
        <thead className="table-header-group">
          <tr>
            {content.header.map((h) => (
              <th key={h} className="border border-slate-400 px-1 py-0.5 text-left font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed table never reorders
            <tr key={i} className="break-inside-avoid">
              {row.map((cell, j) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  key={j}
                  className={`border border-slate-400 px-1 py-0.5 ${content.numeric?.includes(j) ? 'text-right' : ''}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  )
}
