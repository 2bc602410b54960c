// The six layouts of spec §2 as shell-anchors.md (b) describes them.

import { HeaderTools } from '../header/header-tools.tsx'
import { GroupColumn } from '../parts/group-column.tsx'
import { Logo, SiteTitle } from '../parts/logo.tsx'
import { hasSecondColumn } from '../parts/menu-shape.ts'
import { SideMenu } from '../parts/side-menu.tsx'
import { GroupTabs, TopMenu } from '../parts/top-menu.tsx'
import { useMenu } from '../parts/use-menu.tsx'
import { useShell } from '../theme/shell-store.ts'
import { FoldButton, NavBar, PageArea, SideBar } from './layout-parts.tsx'

/** Left side bar (logo + menu) | nav, tabs, page. */
export function VerticalLayout() {
  return (
    <div className="flex min-h-screen">
      <SideBar />
      <div className="flex min-w-0 flex-1 flex-col">
        <NavBar />
        <PageArea />
      </div>
    </div>
  )
}

/** Full-width header with a horizontal menu and the tools; tabs below; no side bar. */
export function HorizontalLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-14 shrink-0 items-center gap-2 bg-menu px-3 text-menu-text">
        <Logo className="px-0" />
        <TopMenu />
        <div className="rounded bg-white/95 px-1 text-slate-700">
          <HeaderTools />
        </div>
      </header>
      <PageArea />
    </div>
  )
}

/** An icon column of first-level groups, a second panel with the active group's items, then the page. */
export function ColumnLayout() {
  const { theme, sidebarFolded } = useShell()
  const { menu, activeGroup } = useMenu()
  const active = menu.find((m) => m.group.path === activeGroup)
  return (
    <div className="flex min-h-screen">
      <div className="sticky top-0 flex h-screen">
        {/* Spec §1: the company's logo heads the group column, the site title the second column. */}
        <div className="flex w-20 shrink-0 flex-col bg-menu text-menu-text">
          <Logo folded className="justify-center px-0" />
          <GroupColumn columnStyle={theme.columnStyle} />
        </div>
        {!sidebarFolded && hasSecondColumn(active) && (
          <aside
            data-testid="side-bar"
            className="flex flex-col border-r border-slate-200 bg-white text-slate-700"
            style={{ width: 'calc(var(--pm3-menu-width) - 5rem)' }}
          >
            <SiteTitle className="flex h-14 items-center border-b border-slate-100 px-4 font-semibold" />
            <SideMenu groups={[active]} folded={false} showGroupTitles={false} />
          </aside>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <NavBar />
        <PageArea />
      </div>
    </div>
  )
}

/** Side bar with only the active group's items; the nav shows the groups as top tabs. */
export function ComprehensiveLayout() {
  const { sidebarFolded } = useShell()
  const { menu, activeGroup } = useMenu()
  return (
    <div className="flex min-h-screen">
      <SideBar>
        <SideMenu
          groups={menu.filter((m) => m.group.path === activeGroup)}
          folded={sidebarFolded}
          showGroupTitles={false}
        />
      </SideBar>
      <div className="flex min-w-0 flex-1 flex-col">
        <NavBar middle={<GroupTabs />} />
        <PageArea />
      </div>
    </div>
  )
}

/** Full-width header (logo + tools, no menu); below it the side bar, and tabs holding the fold button. */
export function CommonLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-14 shrink-0 items-center bg-menu px-3 text-menu-text">
        <Logo className="px-0" />
        <div className="ml-auto rounded bg-white/95 px-1 text-slate-700">
          <HeaderTools />
        </div>
      </header>
      <div className="flex flex-1">
        <SideBar withLogo={false} />
        <div className="flex min-w-0 flex-1 flex-col">
          <PageArea tabsLeading={<FoldButton />} />
        </div>
      </div>
    </div>
  )
}

/** The side bar always folded to icons; the nav has no fold button. */
export function FloatLayout() {
  return (
    <div className="flex min-h-screen">
      <SideBar />
      <div className="flex min-w-0 flex-1 flex-col">
        <NavBar fold={false} />
        <PageArea />
      </div>
    </div>
  )
}
