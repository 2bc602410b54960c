// /site/sitemenu: every group and item of the route tree the manifests derive, with the admin's
// title, order and visibility beside it. A row saved is an outbox write of its override (offline
// too); every device mirrors the overrides and draws its menu from them (shell/parts/use-menu.tsx).

import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuOverride } from '../../auth/menu-overrides.ts'
import type { RouteNode } from '../../auth/route-types.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import { write } from '../../data/sync-client.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { saveKind } from '../../resources/define-resource.ts'
import { inLanguage } from '../../resources/text.ts'
import { inputClass } from '../../ui/input-class.ts'
import { LoadingNote } from '../../ui/loading-note.tsx'
import { PageTitle } from '../../views/page-title.tsx'
import { routeTree } from '../route-tree.ts'
import { menuOverrides } from './menu-overrides.resource.ts'
import { systemText } from './system.text.ts'
import { ActionMessages, SystemTable } from './system-table.tsx'

type OverrideRow = typeof menuOverrides.row

function MenuRow({ node, depth, saved }: { node: RouteNode; depth: number; saved: OverrideRow | undefined }) {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const [draft, setDraft] = useState<MenuOverride>({
    path: node.path,
    title_zh: saved?.title_zh ?? '',
    title_en: saved?.title_en ?? '',
    sort: saved?.sort ?? 0,
    hidden: saved?.hidden ?? false,
  })
  const [notice, setNotice] = useState<string | null>(null)
  const name = inLanguage(node.title, lang)
  const set = (patch: Partial<MenuOverride>) => setDraft((d) => ({ ...d, ...patch }))
  async function save() {
    await write(saveKind(menuOverrides), { id: saved?.id ?? newId(), ...draft })
    setNotice(tx('saved'))
  }
  const label = (what: string) => `${name} · ${what}`
  return (
    <tr className="border-b border-slate-100" data-menu-path={node.path}>
      <td className={`px-2 py-1 ${depth ? 'pl-6' : 'font-medium'}`}>
        {name}
        <div className="text-xs text-slate-500">{node.path}</div>
      </td>
      <td className="px-2 py-1">
        <input
          className={inputClass}
          aria-label={label(tx('menuTitleZh'))}
          placeholder={node.title.zh}
          value={draft.title_zh}
          onChange={(e) => set({ title_zh: e.target.value })}
        />
      </td>
      <td className="px-2 py-1">
        <input
          className={inputClass}
          aria-label={label(tx('menuTitleEn'))}
          placeholder={node.title.en}
          value={draft.title_en}
          onChange={(e) => set({ title_en: e.target.value })}
        />
      </td>
      <td className="w-24 px-2 py-1">
        <input
          className={inputClass}
          type="number"
          min={0}
          aria-label={label(tx('menuOrder'))}
          value={draft.sort}
          onChange={(e) => set({ sort: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
        />
      </td>
      <td className="px-2 py-1 text-center">
        <input
          type="checkbox"
          aria-label={label(tx('menuHidden'))}
          checked={draft.hidden}
          onChange={(e) => set({ hidden: e.target.checked })}
        />
      </td>
      <td className="px-2 py-1">
        <button type="button" className="text-blue-700 hover:underline" onClick={() => void save()}>
          {tx('translation:form.save')}
          <span className="sr-only"> {name}</span>
        </button>
        <ActionMessages error={null} notice={notice} />
      </td>
    </tr>
  )
}

export function MenuPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const db = useUserDb()
  const rows = useLiveQuery(
    () => db.rows(menuOverrides).toArray() as unknown as Promise<OverrideRow[]>,
    [db],
    undefined,
  )
  if (!rows) return <LoadingNote />
  const byPath = new Map(rows.map((r) => [r.path, r]))
  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <PageTitle visible />
      <p className="text-sm text-slate-600">{tx('menuHint')}</p>
      <SystemTable
        testId="menu-overrides"
        heads={[
          tx('menuItem'),
          tx('menuTitleZh'),
          tx('menuTitleEn'),
          tx('menuOrder'),
          tx('menuHidden'),
          tx('translation:list.actions'),
        ]}
      >
        {routeTree.flatMap((group) => [
          <MenuRow key={group.path} node={group} depth={0} saved={byPath.get(group.path)} />,
          ...group.children
            // A group whose page has its own path (/stock) is one menu entry: one row edits both.
            .filter((item) => !item.hidden && item.path !== group.path)
            .map((item) => <MenuRow key={item.path} node={item} depth={1} saved={byPath.get(item.path)} />),
        ])}
      </SystemTable>
    </section>
  )
}
