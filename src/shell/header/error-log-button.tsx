import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button.tsx'
import { Popover, PopoverButton, PopoverPanel } from '../../ui/headless.tsx'
import { errorLog, useErrorLog } from '../error-log.ts'
import { Icon } from '../parts/use-menu.tsx'

/** The header's error log: shown only once a call has failed. */
export function ErrorLogButton() {
  const { t } = useTranslation()
  const entries = useErrorLog()
  if (entries.length === 0) return null
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t('header.errorLog')}
        className="flex items-center rounded px-2 py-1 text-red-600 hover:bg-black/5"
      >
        <Icon name="bug-line" />
        <span className="ml-0.5 text-xs">{entries.length}</span>
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 max-h-96 w-96 overflow-y-auto rounded-pm3 bg-white p-3 text-xs text-slate-700 shadow-lg"
      >
        <ul className="space-y-2">
          {entries.map((e) => (
            <li key={`${e.at}${e.path}`} className="border-b border-slate-100 pb-1">
              <div className="text-slate-500">
                {e.at.replace('T', ' ').slice(0, 19)} · {e.method} {e.path} · {e.code}
              </div>
              <div>{e.message}</div>
            </li>
          ))}
        </ul>
        <Button variant="link" onClick={() => errorLog.clear()} className="mt-2">
          {t('header.clearNotice')}
        </Button>
      </PopoverPanel>
    </Popover>
  )
}
