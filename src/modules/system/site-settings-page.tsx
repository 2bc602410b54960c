// /site/sitesettings: the module switches and menu titles of site info (spec §3). The page reads the
// session's site info (kept for offline starts); a save goes through the outbox and the shell's menus
// follow at once (src/shell/site-info-follower.tsx).

import { useTranslation } from 'react-i18next'
import { MENU_TITLE_FIELDS, menuTitle, type SiteInfo } from '../../auth/site-info.ts'
import { useSession } from '../../auth/use-session.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage } from '../../resources/text.ts'
import { inputClass } from '../../ui/input-class.ts'
import { LoadingNote } from '../../ui/loading-note.tsx'
import { PageTitle } from '../../views/page-title.tsx'
import { routeTree } from '../route-tree.ts'
import { offeredSwitches, switchLabel } from './route-tree-labels.ts'
import { useSiteDraft } from './save-site-patch.ts'
import { SiteDraftSave } from './site-draft-save.tsx'
import { MENU_TITLE_MAX, WEIXIN_GZH } from './site-settings.ts'
import { systemText } from './system.text.ts'

type Draft = Record<string, string | number>

export function SiteSettingsPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const { site } = useSession()
  const edits = useSiteDraft<string>()
  const { draft, change } = edits
  if (!site) return <LoadingNote />
  const value = (k: string) => draft[k] ?? (site as unknown as Draft)[k] ?? ''

  return (
    <section className="max-w-4xl space-y-6 rounded-lg bg-white p-6 shadow-sm">
      <PageTitle />
      <div>
        <h2 className="text-base font-semibold text-slate-900">{tx('switches')}</h2>
        <p className="mb-3 text-sm text-slate-500">{tx('switchesHint')}</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {offeredSwitches().map((sw) => (
            <label
              key={sw}
              className="flex items-center gap-2 rounded border border-slate-200 px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                checked={Number(value(sw)) === 1}
                disabled={sw === 'sel900'}
                onChange={(e) => change(sw, e.target.checked ? 1 : 0)}
              />
              <span className="font-medium text-slate-800">{switchLabel(sw, lang)}</span>
              <span className="text-xs text-slate-500">
                {sw}
                {sw === 'sel680' && ` · ${tx('noticeHint')}`}
                {sw === 'sel900' && ` · ${tx('systemLocked')}`}
              </span>
            </label>
          ))}
          <label className="flex items-center gap-2 rounded border border-slate-200 px-3 py-2 text-sm">
            <input
              type="checkbox"
              checked={Number(value(WEIXIN_GZH)) === 1}
              onChange={(e) => change(WEIXIN_GZH, e.target.checked ? 1 : 0)}
            />
            <span className="font-medium text-slate-800">{tx('weixinGzh')}</span>
            <span className="text-xs text-slate-500">
              {WEIXIN_GZH} · {tx('weixinGzhHint')}
            </span>
          </label>
        </div>
      </div>
      <div>
        <h2 className="text-base font-semibold text-slate-900">{tx('menuTitles')}</h2>
        <p className="mb-3 text-sm text-slate-500">{tx('menuTitlesHint')}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {MENU_TITLE_FIELDS.map((top) => {
            const group = routeTree.find((g) => g.menuTitle === top)
            const label = group ? inLanguage(group.title, lang) : top
            const preview = menuTitle({ ...site, [top]: String(value(top)) } as SiteInfo, top)
            return (
              <label key={top} className="block text-sm">
                <span className="mb-1 block text-slate-700">
                  {label} <span className="text-xs text-slate-500">{top}</span>
                </span>
                <span className="flex items-center gap-2">
                  <input
                    className={inputClass}
                    maxLength={MENU_TITLE_MAX}
                    value={String(value(top))}
                    onChange={(e) => change(top, e.target.value)}
                  />
                  <span className="w-10 shrink-0 text-slate-500" title={tx('menuTitlesHint')}>
                    {preview}
                  </span>
                </span>
              </label>
            )
          })}
        </div>
      </div>
      <SiteDraftSave edits={edits} />
    </section>
  )
}
