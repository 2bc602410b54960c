// The page files the manifests may name (define-module.ts PageRef), each loaded on first use as a
// chunk of its own. Vite's glob: the manifests stay free of page imports, so the server and the sync
// worker, which read them too, never see page code.
import type { ComponentType } from 'react'
import type { ModuleManifest, PageRef } from '../modules/define-module.ts'

type PageModule = Record<string, unknown>

const files = import.meta.glob<PageModule>([
  '../modules/**/*-page.tsx',
  '../modules/**/*-pages.ts',
  '../modules/**/*.pages.tsx',
])

/** The glob key of a page file a manifest names relative to its module's folder. */
export function pageKey(m: Pick<ModuleManifest, 'name'>, page: PageRef): string {
  return `../modules/${m.name}/${page.file.replace(/^\.\//, '')}`
}

/** Loads the named export of a page file; a manifest naming a missing page fails loudly. */
export async function loadExport<T>(key: string, name: string): Promise<T> {
  const load = files[key]
  if (!load) throw new Error(`no page file ${key}`)
  const exported = (await load())[name]
  if (exported === undefined) throw new Error(`${key} exports no ${name}`)
  return exported as T
}

export function loadPage(key: string, name: string): Promise<ComponentType<Record<string, unknown>>> {
  return loadExport(key, name)
}
