import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button.tsx'
import { showMessage } from '../../ui/global-message.tsx'
import { Dialog, DialogPanel, DialogTitle } from '../../ui/headless.tsx'
import { shell, useShell } from './shell-store.ts'
import {
  COLUMN_STYLES,
  LAYOUTS,
  MENU_WIDTHS,
  TABS_STYLES,
  THEME_NAMES,
  type ThemeSettings,
  themeVariables,
} from './theme-settings.ts'
import { themeSource } from './theme-source-copy.ts'

type Toggle = keyof Pick<
  ThemeSettings,
  | 'showTabs'
  | 'showTabsIcon'
  | 'fixedHeader'
  | 'showProgressBar'
  | 'showLanguage'
  | 'showRefresh'
  | 'showSearch'
  | 'showNotice'
  | 'showFullScreen'
  | 'showLock'
  | 'showPageTransition'
>
const TOGGLES: Toggle[] = [
  'showTabs',
  'showTabsIcon',
  'fixedHeader',
  'showProgressBar',
  'showLanguage',
  'showRefresh',
  'showSearch',
  'showNotice',
  'showFullScreen',
  'showLock',
  'showPageTransition',
]

/** The theme drawer (285 px): live preview; save persists and closes; reset restores the defaults. */
export function ThemeDrawer() {
  const { t } = useTranslation()
  const { theme, mobile, drawerOpen: open } = useShell()
  const onClose = () => shell.setDrawer(false)
  const afterPersist = (reload: boolean) => {
    onClose()
    // Spec §4: on narrow screens the page reloads after save or reset.
    if (reload) window.location.reload()
  }
  const copySource = async () => {
    const answer = window.prompt(t('drawer.copyPrompt'))
    if (answer === null) return
    const source = themeSource(answer, theme)
    if (!source) return showMessage(t('drawer.wrongPassword'))
    await navigator.clipboard.writeText(source)
    showMessage(t('drawer.copied'), 'success')
  }
  const select = <K extends keyof ThemeSettings>(
    key: K,
    options: readonly ThemeSettings[K][],
    label: string,
    disabled = false,
    name?: (v: ThemeSettings[K]) => string,
  ) => (
    <label className="flex items-center justify-between gap-2 py-1.5 text-sm">
      <span>{label}</span>
      <select
        aria-label={label}
        disabled={disabled}
        value={String(theme[key])}
        onChange={(e) => shell.preview({ [key]: e.target.value } as Partial<ThemeSettings>)}
        className="w-36 rounded-pm3 border border-slate-300 px-2 py-1 disabled:opacity-50"
      >
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {name ? name(o) : String(o)}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/20" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-[285px] flex-col bg-white shadow-xl">
        <DialogTitle className="border-b border-slate-200 px-4 py-3 font-semibold">
          {t('drawer.title')}
        </DialogTitle>
        <div className="flex-1 overflow-y-auto px-4 py-2">
          {select('layout', LAYOUTS, t('drawer.layout'), mobile, (l) => t(`drawer.layouts.${l}`))}
          {select('themeName', THEME_NAMES, t('drawer.theme'))}
          <ThemeSwatches current={theme.themeName} label={t('drawer.theme')} />
          {select('columnStyle', COLUMN_STYLES, t('drawer.columnStyle'), theme.layout !== 'column')}
          {select(
            'menuWidth',
            MENU_WIDTHS,
            t('drawer.menuWidth'),
            theme.layout === 'float' || theme.layout === 'horizontal',
          )}
          {select('tabsBarStyle', TABS_STYLES, t('drawer.tabsStyle'), !theme.showTabs)}
          {TOGGLES.map((key) => (
            <label key={key} className="flex items-center justify-between py-1.5 text-sm">
              <span>{t(`drawer.${key}`)}</span>
              <input
                type="checkbox"
                checked={theme[key]}
                disabled={
                  (key === 'showTabsIcon' && !theme.showTabs) ||
                  (key === 'fixedHeader' && theme.layout === 'common')
                }
                onChange={(e) => shell.preview({ [key]: e.target.checked })}
              />
            </label>
          ))}
        </div>
        <div className="flex gap-2 border-t border-slate-200 p-4">
          <Button onClick={() => afterPersist(shell.save())} className="flex-1">
            {t('drawer.save')}
          </Button>
          <Button variant="outline" onClick={() => afterPersist(shell.reset())} className="flex-1">
            {t('drawer.reset')}
          </Button>
        </div>
        <div className="px-4 pb-4">
          <Button variant="outline" onClick={() => void copySource()} className="w-full">
            {t('drawer.copySource')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  )
}

/** One swatch per theme, its brand colour over its menu's ground; a click previews it, as the select does. */
function ThemeSwatches({ current, label }: { current: ThemeSettings['themeName']; label: string }) {
  return (
    <fieldset aria-label={label} className="flex justify-between pb-1.5">
      {THEME_NAMES.map((name) => {
        const colours = themeVariables({ themeName: name, menuWidth: MENU_WIDTHS[0] })
        return (
          <button
            key={name}
            type="button"
            title={name}
            aria-label={name}
            aria-pressed={name === current}
            onClick={() => shell.preview({ themeName: name })}
            className="size-6 rounded-full border border-slate-300 aria-pressed:ring-2 aria-pressed:ring-slate-700 aria-pressed:ring-offset-1"
            style={{
              background: `linear-gradient(${colours['--pm3-brand']} 50%, ${colours['--pm3-menu-bg']} 50%)`,
            }}
          />
        )
      })}
    </fieldset>
  )
}
