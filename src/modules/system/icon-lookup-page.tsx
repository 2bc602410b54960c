// /web/remixIcon: look up a Remix Icon by name and copy its class name (spec §2 icon lookup).

import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClass } from '../../ui/input-class.ts'
import { PageTitle } from '../../views/page-title.tsx'
import { searchIcons } from './icon-names.ts'
import { systemText } from './system.text.ts'

/** More icons than this in one grid only slow the page; the user narrows the search instead. */
const SHOWN = 240

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // Without clipboard permission (an insecure origin), the old way still works.
    const area = document.createElement('textarea')
    area.value = text
    document.body.append(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
}

export function IconLookupPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const [query, setQuery] = useState('')
  const [copied, setCopied] = useState<string | null>(null)
  const found = useMemo(() => searchIcons(query), [query])
  const shown = found.slice(0, SHOWN)

  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <PageTitle />
      <div className="flex flex-wrap items-center gap-3">
        <input
          className={`${inputClass} max-w-md`}
          placeholder={tx('iconSearch')}
          aria-label={tx('iconSearch')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <span className="text-sm text-slate-500">
          {tx('iconCount', { n: found.length, m: shown.length })}
        </span>
        <span role="status" className="text-sm text-green-700">
          {copied ? tx('iconCopied', { name: copied }) : tx('iconHint')}
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8">
        {shown.map((name) => (
          <li key={name}>
            <button
              type="button"
              title={`ri-${name}`}
              onClick={() => {
                void copyText(`ri-${name}`)
                setCopied(`ri-${name}`)
              }}
              className="flex w-full flex-col items-center gap-1 rounded border border-slate-200 p-2 text-xs text-slate-600 hover:border-primary hover:text-primary"
            >
              <i className={`ri-${name} text-2xl`} aria-hidden="true" />
              <span className="w-full truncate text-center">{name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
