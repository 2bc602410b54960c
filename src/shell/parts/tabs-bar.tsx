import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { Language } from '../../api/error-catalogue.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage } from '../../resources/text.ts'
import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/headless.tsx'
import { findRoute } from '../route-meta.ts'
import { afterClose, type CloseAction, disabledActions, type Tab } from '../tabs/tabs-model.ts'
import { tabsStore, useTabs } from '../tabs/tabs-store.ts'
import { useCurrentTabKey } from '../tabs/use-current-tab.ts'
import { useShell } from '../theme/shell-store.ts'
import { Icon } from './use-menu.tsx'

const STYLE: Record<string, { bar: string; tab: string; active: string }> = {
  card: {
    bar: 'gap-1',
    tab: 'border border-slate-200 rounded-t-pm3',
    active: 'bg-primary text-white border-primary',
  },
  smart: { bar: 'gap-1', tab: 'border-b-2 border-transparent', active: 'border-brand text-primary' },
  smooth: { bar: 'gap-0.5', tab: 'rounded-t-lg', active: 'bg-primary/10 text-primary' },
}

/**
 * A tab's title in the language now chosen: a tab keeps the title it was opened with, so after a
 * switch to English every open tab still read 员工档案 until it was visited again.
 */
function titleIn(tab: Tab, lang: Language): string {
  const title = findRoute(tab.path)?.node.title
  return title && (tab.title === title.zh || tab.title === title.en) ? inLanguage(title, lang) : tab.title
}

/** The tabs bar (spec §4): one tab per visited route, close actions with their disabled states. */
export function TabsBar({ leading }: { leading?: React.ReactNode }) {
  const { t } = useTranslation()
  const { tabs } = useTabs()
  const { theme } = useShell()
  const navigate = useNavigate()
  const current = useCurrentTabKey()
  const lang = useLanguage()
  const style = STYLE[theme.tabsBarStyle] ?? STYLE.smooth!
  const disabled = disabledActions(tabs, current)

  const run = (action: CloseAction, ref = current) => {
    const ok = tabsStore.close(action, ref, () => window.confirm(t('tabs.unsaved')))
    if (!ok) return
    const target = afterClose(tabsStore.get().tabs, current)
    if (target) navigate(target)
  }
  const actions: [CloseAction | 'refresh', string][] = [
    ['refresh', t('tabs.refresh')],
    ['others', t('tabs.closeOthers')],
    ['left', t('tabs.closeLeft')],
    ['right', t('tabs.closeRight')],
    ['all', t('tabs.closeAll')],
  ]
  return (
    <div className="flex h-10 items-end border-b border-slate-200 bg-white px-2" data-testid="tabs-bar">
      {leading}
      <nav
        aria-label={t('tabs.bar')}
        className={`flex min-w-0 flex-1 items-end overflow-x-auto ${style.bar}`}
      >
        {tabs.map((tab) => {
          const active = tab.key === current
          return (
            <div
              key={tab.key}
              data-tab={tab.key}
              data-active={active || undefined}
              className={`group flex shrink-0 items-center gap-1 px-3 py-1.5 text-sm ${style.tab} ${active ? style.active : 'text-slate-600 hover:text-primary'}`}
            >
              <Link
                to={tab.path + tab.query}
                aria-current={active ? 'page' : undefined}
                className="flex items-center gap-1"
              >
                {theme.showTabsIcon && <Icon name={tab.icon} />}
                {titleIn(tab, lang)}
              </Link>
              {!tab.noClosable && (
                <button
                  type="button"
                  aria-label={t('tabs.close', { title: titleIn(tab, lang) })}
                  onClick={() => run('this', tab.key)}
                  className="ml-1 opacity-60 hover:opacity-100"
                >
                  <Icon name="close-line" />
                </button>
              )}
            </div>
          )
        })}
      </nav>
      <Menu as="div" className="relative self-center">
        <MenuButton
          aria-label={t('tabs.more')}
          className="rounded px-2 py-1 text-slate-600 hover:bg-slate-100"
        >
          <Icon name="more-2-line" />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 w-36 rounded-pm3 bg-white py-1 text-sm shadow-lg">
          {actions.map(([action, label]) => (
            <MenuItem key={action} disabled={action !== 'refresh' && disabled.has(action)}>
              <button
                type="button"
                onClick={() => (action === 'refresh' ? tabsStore.refresh(current) : run(action))}
                className="block w-full px-3 py-2 text-left data-disabled:cursor-not-allowed data-disabled:opacity-40 data-focus:bg-slate-100"
              >
                {label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
    </div>
  )
}
