import { useTranslation } from 'react-i18next'
import { session } from '../../auth/session-store.ts'
import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/headless.tsx'
import { LanguageSwitch, useLanguageSwitch } from '../../ui/language-switch.tsx'
import { lockStore } from '../lock/lock-store.ts'
import { Icon } from '../parts/use-menu.tsx'
import { SyncPanel } from '../sync-panel.tsx'
import { tabsStore } from '../tabs/tabs-store.ts'
import { useCurrentTabKey } from '../tabs/use-current-tab.ts'
import { shell, useShell } from '../theme/shell-store.ts'
import { randomTheme } from '../theme/theme-settings.ts'
import { ErrorLogButton } from './error-log-button.tsx'
import { NoticeBell } from './notice-bell.tsx'
import { SearchPalette } from './search-palette.tsx'
import { UserMenu } from './user-menu.tsx'

function ToolButton({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded px-2 py-1 hover:bg-black/5"
    >
      <Icon name={icon} />
    </button>
  )
}

/** Header tools in the template's order, each behind its show* switch. */
export function HeaderTools() {
  const { t } = useTranslation()
  const { theme, mobile } = useShell()
  const currentTab = useCurrentTabKey()
  const language = useLanguageSwitch()
  const noticeFeature = Number(session.siteInfo()?.sel680 ?? 0) === 1

  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void document.documentElement.requestFullscreen?.()
  }
  // The secondary tools: in the row on a desktop (in the template's order), behind one "more" button
  // on a phone, where the row pushed the page wider than the screen.
  const secondary = [
    theme.showLock && { label: t('header.lock'), icon: 'lock-line', run: () => lockStore.lock() },
    theme.showFullScreen && { label: t('header.fullscreen'), icon: 'fullscreen-line', run: fullscreen },
    theme.showTheme && {
      label: t('header.theme'),
      icon: 'palette-line',
      run: () => shell.replaceTheme(randomTheme(theme, mobile)),
    },
    theme.showThemeSetting && {
      label: t('header.themeSettings'),
      icon: 'brush-line',
      run: () => shell.setDrawer(true),
    },
    theme.showRefresh && {
      label: t('header.refresh'),
      icon: 'refresh-line',
      run: () => tabsStore.refresh(currentTab),
    },
  ].filter((tool) => tool !== false)
  if (!mobile)
    return (
      <div className="flex items-center gap-1 text-lg">
        <ErrorLogButton />
        <SyncPanel />
        {theme.showLock && (
          <ToolButton label={t('header.lock')} icon="lock-line" onClick={() => lockStore.lock()} />
        )}
        {theme.showSearch && <SearchPalette />}
        {theme.showNotice && noticeFeature && <NoticeBell />}
        {theme.showFullScreen && (
          <ToolButton label={t('header.fullscreen')} icon="fullscreen-line" onClick={fullscreen} />
        )}
        {theme.showLanguage && <LanguageSwitch className="text-sm" />}
        {secondary
          .filter((tool) => tool.icon !== 'lock-line' && tool.icon !== 'fullscreen-line')
          .map((tool) => (
            <ToolButton key={tool.icon} label={tool.label} icon={tool.icon} onClick={tool.run} />
          ))}
        <UserMenu />
      </div>
    )
  return (
    <div className="flex min-w-0 items-center gap-1 text-lg">
      <ErrorLogButton />
      <SyncPanel />
      {theme.showSearch && <SearchPalette />}
      {theme.showNotice && noticeFeature && <NoticeBell />}
      <Menu as="div" className="relative">
        <MenuButton aria-label={t('header.more')} className="rounded px-2 py-1 hover:bg-black/5">
          <Icon name="more-2-fill" />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 min-w-44 rounded-pm3 bg-white py-1 text-sm shadow-lg">
          {secondary.map((tool) => (
            <MenuItem key={tool.icon}>
              <button
                type="button"
                onClick={tool.run}
                className="flex w-full items-center gap-2 px-3 py-2.5 text-left data-focus:bg-slate-100"
              >
                <Icon name={tool.icon} />
                {tool.label}
              </button>
            </MenuItem>
          ))}
          {/* A menu entry like the others: choosing it closes the menu. */}
          {theme.showLanguage && (
            <MenuItem>
              <button
                type="button"
                lang={language.lang}
                onClick={language.switchLanguage}
                className="flex w-full items-center gap-2 px-3 py-2.5 pl-9 text-left data-focus:bg-slate-100"
              >
                {language.label}
              </button>
            </MenuItem>
          )}
        </MenuItems>
      </Menu>
      <UserMenu />
    </div>
  )
}
