import { useVirtualizer } from '@tanstack/react-virtual'
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { mayRemove, mayWrite } from '../auth/may-write.ts'
import { useSession } from '../auth/use-session.ts'
import { useUserDb } from '../data/db-context.tsx'
import { activeFilters, narrows, queryRows } from '../data/list-query.ts'
import { dropRead, editPending, overlaid, overlayStore } from '../data/pending-overlay.ts'
import { rowMarks, SEARCH_LIMIT, sortableFields, windowRows } from '../data/resource-queries.ts'
import { write } from '../data/sync-client.ts'
import type { Row } from '../data/user-db.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { type AnyResource, removeKind } from '../resources/define-resource.ts'
import { displayValue } from '../resources/field-text.ts'
import { revOf } from '../resources/patch.ts'
import { recordName } from '../resources/record-name.ts'
import { inLanguage, type Text } from '../resources/text.ts'
import { Button } from '../ui/button.tsx'
import { LoadingNote } from '../ui/loading-note.tsx'
import { useCoarsePointer } from '../ui/use-coarse-pointer.ts'
import { BulkActions } from './bulk-actions.tsx'
import { ImportButton } from './import-dialog.tsx'
import { ListEmptyNote, useFirstPullDone } from './list-empty-note.tsx'
import { ListFilters } from './list-filters.tsx'
import { ColumnsMenu, companyCaption, ExportButtons, ViewsMenu } from './list-toolbar.tsx'
import { officeText } from './office.text.ts'
import { OlderRecords } from './older-records.tsx'
import { type PrintContent, PrintSheet } from './print-sheet.tsx'
import { type Refusal, refusedRemoval } from './removal-check.ts'
import { blankRecord, ResourceForm, type SaveCheck } from './resource-form.tsx'
import { useTableHeight } from './table-height.ts'
import { useDictionaryOptions } from './use-dictionary-options.ts'
import { useListQuery } from './use-list-query.ts'
import { useRefLabels } from './use-ref-labels.ts'

/** A row's height; under a finger, 48 px, so its 44 px buttons and check box fit. */
const ROW_HEIGHT = { fine: 40, coarse: 48 }
/** Under a finger: a row's buttons and check box are 44 px targets (they were 28×20 and 13 px). */
const TOUCH_TARGET = 'pointer-coarse:min-h-11 pointer-coarse:min-w-11'
/**
 * Rows read per live query (twice this); the visible window moves through the table in these steps.
 * Every write to the table re-runs the query, and its cost grows with the rows read: a raw
 * getAll of 300 members took 6–13 ms on the busy 2-core machine, so 1,000 rows alone took longer
 * than a frame. 200 rows still cover about 9 screens of a 900 px page.
 */
const WINDOW = 100
/** The actions column stays in sight at the right edge when the columns are wider than the screen. */
const STUCK_RIGHT = 'sticky right-0 border-l border-slate-100'
const NO_MARKS = new Map<string, 'pending' | 'failed'>()

/**
 * Rows a filtered or searched list holds on screen; an export or print reads every match in the
 * worker or at print time, never capped.
 */
const SHOWN_MATCHES = SEARCH_LIMIT * 5

/**
 * The generic list of a resource: virtualised, searchable, filterable per column, sortable, with
 * chosen columns, saved views, export, print, bulk actions and pending/failed marks.
 */
export function ResourceListPage({
  resource: declared,
  rowActions,
  checkSave,
  overForm,
  title,
}: {
  resource: AnyResource
  /** The page's own name where it is not the resource's (a review page over the same records). */
  title?: Text
  rowActions?: (row: Row) => React.ReactNode
  /** Asked before the form's save is queued, with the dialog it may open over the form (resource-form.tsx). */
  checkSave?: SaveCheck
  overForm?: React.ReactNode
}) {
  const { t: say } = useTranslation([officeText.ns, 'translation'])
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const r = useDictionaryOptions(declared)
  const heading = inLanguage(title ?? r.title, lang)
  const refs = useRefLabels(r)
  const { user } = useSession()
  const writable = mayWrite(r, user)
  const removable = mayRemove(r, user)
  const { query, setQuery, views, saveView, openView, deleteView } = useListQuery(db.name, r)
  const { search, sort } = query
  const setSearch = (text: string) => setQuery((q) => ({ ...q, search: text }))
  // Filter inputs keep what was typed; a view opened or filters cleared starts them afresh.
  const [filterGeneration, setFilterGeneration] = useState(0)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [printing, setPrinting] = useState<PrintContent | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [windowStart, setWindowStart] = useState(0)
  const [editing, setEditing] = useState<{ record: Record<string, unknown>; isNew: boolean } | null>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const headRef = useRef<HTMLDivElement>(null)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const height = useTableHeight(toolbarRef)
  const bodyId = useId()
  // The header and the filters scroll with the rows (sticky at the top): the rows start below them.
  const [headHeight, setHeadHeight] = useState(0)
  useLayoutEffect(() => {
    const head = headRef.current
    if (!head) return
    const measure = () => setHeadHeight(head.offsetHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(head)
    return () => observer.disconnect()
  }, [])

  const coarse = useCoarsePointer()
  const rowHeight = coarse ? ROW_HEIGHT.coarse : ROW_HEIGHT.fine
  const searching = narrows(query)
  // Undefined until read: a list whose rows are not read yet says 加载中…, not 暂无数据.
  const count = useLiveQuery(async () => (await db.syncState.get(r.name))?.count ?? 0, [db, r.name])
  const pulled = useFirstPullDone(r.name)
  const found = useLiveQuery(async () => {
    const readAt = performance.now()
    return searching ? { rows: await queryRows(db, r, query, refs.maps, lang, SHOWN_MATCHES), readAt } : null
  }, [db, r.name, JSON.stringify(query), refs.maps, lang])
  const matches = found?.rows ?? null
  // The rows and their pending/failed marks in ONE live query: an edit changes both in one
  // transaction, and two queries made two renders of the list, the first (marks only) holding the
  // main thread while the rows were still being read.
  const view = useLiveQuery(async () => {
    const readAt = performance.now()
    const [rows, marks] = await Promise.all([
      searching ? Promise.resolve([] as Row[]) : windowRows(db, r, sort, windowStart, WINDOW * 2),
      rowMarks(db, r.name),
    ])
    return { rows, marks, readAt }
  }, [db, r.name, searching, sort.field, sort.desc, windowStart])
  const windowed = view?.rows
  const marks = view?.marks ?? NO_MARKS
  // A user's edit shows before its transaction commits; a read that began after the commit replaces it.
  const overlay = useSyncExternalStore(overlayStore.subscribe, () => overlayStore.of(r.name))
  const readAt = view && (searching ? found && Math.min(view.readAt, found.readAt) : view.readAt)
  useEffect(() => {
    if (readAt) dropRead(r.name, readAt, [...(view?.rows ?? []), ...(found?.rows ?? [])])
  }, [r.name, readAt, view, found])
  const total = matches ? matches.length : (count ?? 0)
  const read = count !== undefined && pulled !== undefined && (!searching || found !== undefined)

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    scrollMargin: headHeight,
    overscan: 10,
    onChange: (v) => {
      const first = v.range?.startIndex ?? 0
      const start = Math.max(
        0,
        Math.floor(first / WINDOW) * WINDOW - (first % WINDOW < WINDOW / 2 ? WINDOW : 0),
      )
      if (!searching && start !== windowStart) setWindowStart(start)
    },
  })

  const storedAt = (index: number): Row | undefined =>
    matches ? matches[index] : windowed && index >= windowStart ? windowed[index - windowStart] : undefined
  const rowAt = (index: number): Row | undefined => {
    const row = storedAt(index)
    return row && overlaid(row, overlay)
  }

  const sortable = sortableFields(r)
  const toggleSort = (field: string) =>
    setQuery((q) => ({
      ...q,
      sort: q.sort.field === field ? { field, desc: !q.sort.desc } : { field, desc: false },
    }))
  const clearFilters = () => {
    setQuery((q) => ({ ...q, search: '', filters: {} }))
    setFilterGeneration((g) => g + 1)
  }
  const open = (name: string | null) => {
    openView(name)
    setFilterGeneration((g) => g + 1)
  }
  const selectable = writable && Boolean(r.api.remove || r.api.save)
  const toggleRow = (id: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const selectAllShown = async () => {
    const rows = matches ?? (await queryRows(db, r, query, refs.maps, lang))
    setSelected(new Set(rows.map((x) => x.id)))
  }
  const print = async () => {
    const rows = await queryRows(db, r, query, refs.maps, lang)
    setPrinting({
      title: heading,
      caption: companyCaption(lang),
      header: columns.map((c) => inLanguage(r.fields[c]!.label, lang)),
      rows: rows.map((row) => columns.map((c) => displayValue(r.fields[c]!, row[c], lang, refs.label))),
      numeric: columns.flatMap((c, i) => (r.fields[c]!.kind === 'money' ? [i] : [])),
    })
  }
  const donePrinting = useCallback(() => setPrinting(null), [])
  const rowName = (row: Row) => recordName(r, row, lang, refs.label)

  const remove = async (row: Row) => {
    const name = rowName(row)
    // Refused on the device when the mirror already shows rows naming it; the server checks again.
    const refused = await refusedRemoval(db, r, row.id, lang)
    setRefusal(refused)
    if (refused) return
    // The revision the user saw: a record someone edited since is not removed without asking.
    const rev = revOf(row)
    if (window.confirm(t('list.confirmDelete', { name })))
      await write(removeKind(r), rev === undefined ? { id: row.id } : { id: row.id, base_rev: rev })
  }
  const columns = query.columns
  // A mobile number is shown whole (11 digits), never cut to "138001…".
  const narrowest = (c: string) => (r.fields[c]?.kind === 'mobile' ? 8 : 6)
  const checkWidth = selectable ? (coarse ? 2.75 : 2) : 0
  const grid = {
    // The first column names the row and carries its pending/failed badge: it gets more room.
    gridTemplateColumns: `${selectable ? `${checkWidth}rem ` : ''}minmax(8rem, 1.5fr) ${columns
      .slice(1)
      .map((c) => `minmax(${narrowest(c)}rem, 1fr) `)
      .join('')}8rem`,
  }
  // Rows as wide as their narrowest columns, so a narrow screen scrolls the table, not squeezes it.
  const minWidth = `${checkWidth + 8 + columns.slice(1).reduce((sum, c) => sum + narrowest(c), 0) + 8}rem`
  const filtered = activeFilters(query).length > 0 || search.trim() !== ''

  return (
    <section className="rounded-lg bg-white p-4 shadow-sm">
      <div ref={toolbarRef} className="mb-3 flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold text-slate-900">{heading}</h1>
        <input
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="w-56 rounded-pm3 border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-primary"
        />
        <span className="text-sm text-slate-500" data-testid="list-total">
          {t('list.total', { count: total })}
        </span>
        {filtered && (
          <Button variant="link" onClick={clearFilters} className="text-sm">
            {say('clearFilters')}
          </Button>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <ExportButtons resource={r} dbName={db.name} query={query} lang={lang} />
          <Button variant="outline" size="sm" onClick={() => void print()}>
            {say('translation:common.print')}
          </Button>
          {r.api.save && writable && <ImportButton resource={r} refs={refs.maps} lang={lang} />}
          <ColumnsMenu resource={r} query={query} setQuery={setQuery} lang={lang} />
          <ViewsMenu views={views} onSave={saveView} onOpen={open} onDelete={deleteView} />
          {r.api.save && writable && (
            <Button size="sm" onClick={() => setEditing({ record: blankRecord(r), isNew: true })}>
              {t('list.add')}
            </Button>
          )}
        </div>
      </div>
      {refusal && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal.message}{' '}
          <Link to={refusal.route} className="underline">
            {refusal.title}
          </Link>
        </p>
      )}
      {selectable && selected.size > 0 && (
        <BulkActions
          resource={r}
          db={db}
          selected={[...selected]}
          rowName={rowName}
          refOptions={refs.options}
          lang={lang}
          removable={removable}
          onDone={() => setSelected(new Set())}
        />
      )}
      {printing && <PrintSheet content={printing} onDone={donePrinting} />}
      {/*
        One scroller for both directions, so the header, the filters and the rows move together, and
        the actions column can stay at its right edge on a phone. The filters are a strip of controls,
        not a row: the table is the header row and owns the body by id, so screen readers and row
        counts see records only.
      */}
      <div ref={scrollRef} className="overflow-auto overscroll-x-contain text-sm" style={{ height }}>
        <div ref={headRef} className="sticky top-0 z-10 bg-white" style={{ minWidth }}>
          <div role="table" aria-label={heading} aria-owns={bodyId}>
            <div
              role="row"
              className="grid border-b border-slate-200 bg-slate-50 font-medium text-slate-600"
              style={grid}
            >
              {selectable && (
                <div role="columnheader" className="px-2 py-2">
                  <input
                    type="checkbox"
                    className="pointer-coarse:size-5"
                    aria-label={say('selectAll')}
                    checked={selected.size > 0 && selected.size >= total}
                    onChange={(e) => (e.target.checked ? void selectAllShown() : setSelected(new Set()))}
                  />
                </div>
              )}
              {columns.map((c) => (
                <div role="columnheader" key={c} className="px-2 py-2">
                  {sortable.includes(c) ? (
                    <button
                      type="button"
                      onClick={() => toggleSort(c)}
                      className={`hover:text-primary ${TOUCH_TARGET}`}
                    >
                      {inLanguage(r.fields[c]!.label, lang)}
                      {sort.field === c ? (sort.desc ? ' ↓' : ' ↑') : ''}
                    </button>
                  ) : (
                    inLanguage(r.fields[c]!.label, lang)
                  )}
                </div>
              ))}
              <div role="columnheader" className={`${STUCK_RIGHT} bg-slate-50 px-2 py-2`}>
                {t('list.actions')}
              </div>
            </div>
          </div>
          <div
            role="group"
            aria-label={say('filters')}
            className="grid border-b border-slate-200"
            style={grid}
          >
            {selectable && <div />}
            <ListFilters key={filterGeneration} resource={r} query={query} setQuery={setQuery} lang={lang} />
            <div className={`${STUCK_RIGHT} bg-white`} />
          </div>
        </div>
        {!read && <LoadingNote className="p-6 text-center" />}
        {read && total === 0 && <ListEmptyNote resource={r.name} pulled={pulled} />}
        <div
          id={bodyId}
          role="rowgroup"
          style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rowAt(item.index)
            const mark = row
              ? (marks.get(row.id) ?? (editPending(overlay, row.id) ? 'pending' : undefined))
              : undefined
            const background =
              mark === 'failed' ? 'bg-red-50' : mark === 'pending' ? 'bg-amber-50' : 'bg-white'
            return (
              <div
                role="row"
                key={item.key}
                data-state={mark}
                className={`absolute left-0 grid w-full items-center border-b border-slate-100 ${background}`}
                style={{
                  ...grid,
                  height: rowHeight,
                  transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                {selectable && (
                  <div role="cell" className="flex h-full items-center justify-center">
                    {row && (
                      // The whole cell takes the tap, not the 13 px box alone.
                      <label className={`flex h-full w-full items-center justify-center ${TOUCH_TARGET}`}>
                        <input
                          type="checkbox"
                          className="pointer-coarse:size-5"
                          aria-label={say('selectRow', { name: rowName(row) })}
                          checked={selected.has(row.id)}
                          onChange={() => toggleRow(row.id)}
                        />
                      </label>
                    )}
                  </div>
                )}
                {columns.map((c, i) =>
                  i === 0 && mark ? (
                    // The badge keeps its width; the value gives way (a cut "Syn…" said nothing).
                    <div role="cell" key={c} className="flex min-w-0 items-center gap-2 px-2">
                      <span className="truncate">
                        {row ? displayValue(r.fields[c]!, row[c], lang, refs.label) : ''}
                      </span>
                      <span
                        className={`shrink-0 rounded px-1.5 py-0.5 text-xs whitespace-nowrap ${mark === 'failed' ? 'bg-red-100 text-red-700' : 'bg-amber-100 text-amber-700'}`}
                      >
                        {mark === 'failed' ? t('list.failed') : t('list.pending')}
                      </span>
                    </div>
                  ) : (
                    <div role="cell" key={c} className="truncate px-2">
                      {row ? displayValue(r.fields[c]!, row[c], lang, refs.label) : ''}
                    </div>
                  ),
                )}
                <div
                  role="cell"
                  className={`${STUCK_RIGHT} flex h-full items-center gap-2 px-2 ${background}`}
                >
                  {row && (
                    <>
                      {rowActions?.(row)}
                      {r.api.save && writable && (
                        <Button
                          variant="link"
                          className={TOUCH_TARGET}
                          onClick={() => setEditing({ record: { ...row }, isNew: false })}
                        >
                          {t('list.edit')}
                        </Button>
                      )}
                      {r.api.remove && removable && (
                        <Button
                          variant="danger-link"
                          className={TOUCH_TARGET}
                          onClick={() => void remove(row)}
                        >
                          {t('list.delete')}
                        </Button>
                      )}
                    </>
                  )}
                </div>
              </div>
            )
          })}
        </div>
      </div>
      {r.syncWindow && <OlderRecords resource={r} search={search} />}
      <ResourceForm
        resource={r}
        record={editing?.record ?? null}
        isNew={editing?.isNew ?? false}
        checkSave={checkSave}
        overForm={overForm}
        onClose={() => setEditing(null)}
      />
    </section>
  )
}
