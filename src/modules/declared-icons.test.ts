// Every icon the menus show is one the installed Remix Icon stylesheet draws: a name it lacks shows
// an empty square beside the menu entry (印章台账 had one).
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { routeTree } from './route-tree.ts'
import { iconNamesIn } from './system/icon-names.ts'

const drawn = new Set(iconNamesIn(readFileSync('node_modules/remixicon/fonts/remixicon.css', 'utf8')))

it('every menu group and entry names an icon Remix Icon has', () => {
  const declared = routeTree.flatMap((g) => [
    { path: g.path, icon: g.icon, custom: g.isCustomSvg },
    ...g.children.map((r) => ({ path: r.path, icon: r.icon, custom: r.isCustomSvg })),
  ])
  // A custom icon is a file of ours (public/svg/<name>.svg), checked where it is drawn.
  const missing = declared.filter((d) => d.icon && !d.custom && !drawn.has(d.icon))
  expect(missing).toEqual([])
})
