// The list's query (search, filters, sort, columns) and the user's saved views of it, kept per user
// and list on this device (localStorage under the user's database name): a view is a local habit,
// not company data, so it is not synced.
import { useCallback, useEffect, useState } from 'react'
import { defaultQuery, type ListQuery } from '../data/list-query.ts'
import type { AnyResource } from '../resources/define-resource.ts'

export interface SavedView {
  name: string
  query: ListQuery
}

interface Stored {
  current: ListQuery
  views: SavedView[]
}

function keyOf(dbName: string, r: AnyResource): string {
  return `${dbName}:views:${r.name}`
}

/** A stored query naming columns the declaration no longer has is trimmed to the ones it has. */
function sane(r: AnyResource, q: ListQuery): ListQuery {
  const columns = q.columns.filter((c) => c in r.fields)
  const filters = Object.fromEntries(Object.entries(q.filters ?? {}).filter(([k]) => k in r.fields))
  return { ...defaultQuery(r), ...q, columns: columns.length ? columns : [...r.list.columns], filters }
}

function read(dbName: string, r: AnyResource): Stored {
  try {
    const raw = localStorage.getItem(keyOf(dbName, r))
    if (raw) {
      const s = JSON.parse(raw) as Stored
      return {
        current: sane(r, s.current),
        views: (s.views ?? []).map((v) => ({ ...v, query: sane(r, v.query) })),
      }
    }
  } catch {
    // A damaged entry falls back to the declared list.
  }
  return { current: defaultQuery(r), views: [] }
}

export function useListQuery(dbName: string, r: AnyResource) {
  const [stored, setStored] = useState<Stored>(() => read(dbName, r))
  useEffect(() => {
    localStorage.setItem(keyOf(dbName, r), JSON.stringify(stored))
  }, [dbName, r, stored])
  const setQuery = useCallback(
    (change: (q: ListQuery) => ListQuery) => setStored((s) => ({ ...s, current: change(s.current) })),
    [],
  )
  const saveView = (name: string) =>
    setStored((s) => ({
      ...s,
      views: [...s.views.filter((v) => v.name !== name), { name, query: s.current }],
    }))
  const openView = (name: string | null) =>
    setStored((s) => ({
      ...s,
      current: name === null ? defaultQuery(r) : (s.views.find((v) => v.name === name)?.query ?? s.current),
    }))
  const deleteView = (name: string) =>
    setStored((s) => ({ ...s, views: s.views.filter((v) => v.name !== name) }))
  return { query: stored.current, setQuery, views: stored.views, saveView, openView, deleteView }
}
