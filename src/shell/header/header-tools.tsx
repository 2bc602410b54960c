import { useTranslation } from 'react-i18next'
import { session } from '../../auth/session-store.ts'
import { LanguageSwitch } from '../../ui/language-switch.tsx'
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
  const noticeFeature = Number(session.siteInfo()?.sel680 ?? 0) === 1

  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void document.documentElement.requestFullscreen?.()
  }
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
      {theme.showTheme && (
        <ToolButton
          label={t('header.theme')}
          icon="palette-line"
          onClick={() => shell.replaceTheme(randomTheme(theme, mobile))}
        />
      )}
      {theme.showThemeSetting && (
        <ToolButton
          label={t('header.themeSettings')}
          icon="brush-line"
          onClick={() => shell.setDrawer(true)}
        />
      )}
      {theme.showRefresh && (
        <ToolButton
          label={t('header.refresh')}
          icon="refresh-line"
          onClick={() => tabsStore.refresh(currentTab)}
        />
      )}
      <UserMenu />
    </div>
  )
}
