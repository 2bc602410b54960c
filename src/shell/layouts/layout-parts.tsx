// Pieces every layout arranges differently: the page area, the nav bar, the side bar.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppFooter } from '../app-footer.tsx'
import { HeaderTools } from '../header/header-tools.tsx'
import { KeepAliveOutlet } from '../keep-alive-outlet.tsx'
import { Breadcrumb } from '../parts/breadcrumb.tsx'
import { Logo } from '../parts/logo.tsx'
import { SideMenu } from '../parts/side-menu.tsx'
import { TabsBar } from '../parts/tabs-bar.tsx'
import { Icon } from '../parts/use-menu.tsx'
import { shell, useShell } from '../theme/shell-store.ts'

export function FoldButton() {
  const { t } = useTranslation()
  const { collapse } = useShell()
  return (
    <button
      type="button"
      aria-label={t('header.fold')}
      aria-expanded={!collapse}
      onClick={() => shell.toggleCollapse()}
      className="rounded px-2 py-1 text-lg hover:bg-black/5"
    >
      <Icon name={collapse ? 'menu-unfold-line' : 'menu-fold-line'} />
    </button>
  )
}

/** Fold button (unless the layout has none), breadcrumb or a menu, then the header tools. */
export function NavBar({ fold = true, middle }: { fold?: boolean; middle?: ReactNode }) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 text-slate-700">
      {fold && <FoldButton />}
      {middle ?? <Breadcrumb />}
      <div className="ml-auto" />
      <HeaderTools />
    </header>
  )
}

const MAIN_CONTENT = 'pm3-main'

/**
 * The first stop of the Tab key: straight to the page, past the menu and the header's tools (WCAG
 * 2.4.1). Hidden until focused.
 */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href={`#${MAIN_CONTENT}`}
      onClick={(e) => {
        e.preventDefault()
        document.getElementById(MAIN_CONTENT)?.focus()
      }}
      className="sr-only z-[60] rounded bg-white px-3 py-2 text-sm font-medium text-primary shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      {t('header.skipToContent')}
    </a>
  )
}

/** The page area: tabs bar, the kept-alive page, the footer. */
export function PageArea({ tabsLeading }: { tabsLeading?: ReactNode }) {
  const { theme } = useShell()
  return (
    <>
      {theme.showTabs && <TabsBar leading={tabsLeading} />}
      <main id={MAIN_CONTENT} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none">
        <KeepAliveOutlet />
      </main>
      <AppFooter />
    </>
  )
}

/** The side bar: logo and vertical menu; on mobile it slides over the page with a mask. */
export function SideBar({ children, withLogo = true }: { children?: ReactNode; withLogo?: boolean }) {
  const { sidebarFolded, mobile } = useShell()
  const width = sidebarFolded ? '4rem' : 'var(--pm3-menu-width)'
  if (mobile && sidebarFolded) return null
  return (
    <>
      {mobile && (
        <button
          type="button"
          aria-label="mask"
          className="fixed inset-0 z-30 bg-black/30"
          onClick={() => shell.setCollapse(true)}
        />
      )}
      <aside
        data-testid="side-bar"
        className={`flex shrink-0 flex-col bg-menu text-menu-text ${mobile ? 'fixed inset-y-0 left-0 z-40' : 'sticky top-0 h-screen'}`}
        style={{ width }}
      >
        {withLogo && <Logo folded={sidebarFolded} />}
        {children ?? <SideMenu folded={sidebarFolded} />}
      </aside>
    </>
  )
}
