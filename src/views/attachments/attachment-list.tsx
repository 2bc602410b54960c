// A record's files, inline: photos as thumbnails that open full size, PDFs in a preview frame. They
// show from the device's store, so they open offline once mirrored (or made here, marked 待同步);
// a file not here is fetched on demand by the sync worker.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AttachmentRef } from '../../api/attachments.ts'
import type { AttachmentRow } from '../../data/attachment-row.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { fetchAttachment } from '../../data/sync-client.ts'
import { Button } from '../../ui/button.tsx'
import { useOnline } from '../../ui/use-online.ts'
import { useBlobUrl } from './use-blob-url.ts'

type Record_ = { resource: string; id: string }

function useFile(hash: string | undefined): AttachmentRow | null | undefined {
  const db = useUserDb()
  return useLiveQuery(async () => (hash ? ((await db.attachments.get(hash)) ?? null) : null), [db, hash])
}

/** Fetches a file not on this device once when online; a failure leaves the button to try again. */
function useFetchWhenMissing(
  file: { hash: string } | undefined,
  row: AttachmentRow | null | undefined,
  record: Record_,
  ref: AttachmentRef,
) {
  const online = useOnline()
  const [state, setState] = useState<'idle' | 'fetching' | 'failed'>('idle')
  const missing = row === null || (row !== undefined && !row.blob)
  const fetchNow = () => {
    if (!file) return
    setState('fetching')
    const target = file.hash === ref.hash ? ref : { ...ref, hash: file.hash, thumb: undefined, size: 1 }
    fetchAttachment(target, record).then(
      () => setState('idle'),
      () => setState('failed'),
    )
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch once per missing file and connection
  useEffect(() => {
    if (missing && online && state === 'idle') fetchNow()
  }, [missing, online])
  return { missing, state, fetchNow }
}

function StateBadge({ row }: { row: AttachmentRow | null | undefined }) {
  const { t } = useTranslation()
  if (row?.state !== 'queued') return null
  const percent = Math.floor(((row.sent ?? 0) / row.size) * 100)
  return (
    <span className="rounded bg-amber-100 px-1 text-xs text-amber-800" data-testid="attachment-pending">
      {percent > 0 ? t('attach.uploading', { percent }) : t('attach.pending')}
    </span>
  )
}

function Photo({ file, record }: { file: AttachmentRef; record: Record_ }) {
  const { t } = useTranslation()
  const thumb = useFile(file.thumb)
  const full = useFile(file.hash)
  const thumbUrl = useBlobUrl(thumb?.blob)
  const fullUrl = useBlobUrl(full?.blob)
  const fetching = useFetchWhenMissing(
    file.thumb ? { hash: file.thumb } : file,
    file.thumb ? thumb : full,
    record,
    file,
  )
  const [open, setOpen] = useState(false)
  const shown = thumbUrl ?? fullUrl
  return (
    <li
      className="flex flex-col items-start gap-1"
      data-testid="attachment"
      data-kind="image"
      data-name={file.name}
    >
      {shown ? (
        <button
          type="button"
          onClick={() => {
            setOpen(true)
            if (!full?.blob) void fetchAttachment(file, record).catch(() => undefined)
          }}
        >
          <img
            src={shown}
            alt={file.name}
            className="h-28 w-28 rounded border object-cover"
            data-testid="attachment-thumb"
          />
        </button>
      ) : (
        <MissingFile name={file.name} fetching={fetching} />
      )}
      <span className="max-w-28 truncate text-xs">{file.name}</span>
      <StateBadge row={full} />
      {open && fullUrl && (
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4"
          role="dialog"
          aria-label={file.name}
          onClick={() => setOpen(false)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          <img
            src={fullUrl}
            alt={file.name}
            className="max-h-full max-w-full"
            data-testid="attachment-full"
          />
          <span className="sr-only">{t('attach.open')}</span>
        </div>
      )}
    </li>
  )
}

function MissingFile({ name, fetching }: { name: string; fetching: ReturnType<typeof useFetchWhenMissing> }) {
  const { t } = useTranslation()
  if (fetching.state === 'fetching')
    return <span className="text-xs text-slate-500">{t('attach.fetching')}</span>
  return (
    <span className="text-xs text-slate-500">
      {t('attach.notHere')}{' '}
      <Button variant="link" onClick={fetching.fetchNow} aria-label={`${t('attach.fetch')} ${name}`}>
        {t('attach.fetch')}
      </Button>
    </span>
  )
}

/**
 * The bytes typed as what the page shows them as: a PDF is only ever handed to the PDF viewer, and
 * anything else only downloaded, so a file that is really a page never runs in our origin.
 */
function useTyped(blob: Blob | undefined, pdf: boolean): Blob | undefined {
  return useMemo(
    () =>
      blob ? new Blob([blob], { type: pdf ? 'application/pdf' : 'application/octet-stream' }) : undefined,
    [blob, pdf],
  )
}

function Document({ file, record }: { file: AttachmentRef; record: Record_ }) {
  const { t } = useTranslation()
  const row = useFile(file.hash)
  const pdf = file.type === 'application/pdf'
  const url = useBlobUrl(useTyped(row?.blob, pdf))
  const fetching = useFetchWhenMissing(file, row, record, file)
  return (
    <li className="w-full" data-testid="attachment" data-kind={pdf ? 'pdf' : 'file'} data-name={file.name}>
      <div className="flex items-center gap-2 text-sm">
        <span className="truncate">{file.name}</span>
        <span className="text-xs text-slate-500">{Math.ceil(file.size / 1024)} KB</span>
        <StateBadge row={row} />
        {url && (
          <a
            href={url}
            download={file.name}
            target="_blank"
            rel="noreferrer"
            className="text-primary text-xs"
          >
            {t('attach.open')}
          </a>
        )}
      </div>
      {url && pdf && (
        // A blob of our own store, typed by the server's sniffing or our own hash check: previewed in
        // the browser's viewer, in a sandbox-free object (a PDF viewer needs its plugin).
        <object
          data={url}
          type="application/pdf"
          className="mt-1 h-96 w-full rounded border"
          data-testid="pdf-preview"
        >
          <a href={url} download={file.name}>
            {file.name}
          </a>
        </object>
      )}
      {!url && <MissingFile name={file.name} fetching={fetching} />}
    </li>
  )
}

export function AttachmentList({ files, record }: { files: AttachmentRef[]; record: Record_ }) {
  const { t } = useTranslation()
  if (files.length === 0) return null
  const photos = files.filter((f) => f.type.startsWith('image/'))
  const documents = files.filter((f) => !f.type.startsWith('image/'))
  return (
    <section className="mt-3" data-testid="attachments">
      <h2 className="mb-1 text-sm font-medium text-slate-700">{t('attach.title')}</h2>
      {photos.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-3">
          {photos.map((f) => (
            <Photo key={f.hash} file={f} record={record} />
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className="space-y-2">
          {documents.map((f) => (
            <Document key={f.hash} file={f} record={record} />
          ))}
        </ul>
      )}
    </section>
  )
}
