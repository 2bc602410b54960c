// Picking files for a record: the phone camera (`capture`), the file chooser, paste and drop. Each
// file is compressed (photos) and hashed in the attachment worker as soon as it is picked, so the
// filing itself only stores and queues.
import { type ChangeEvent, type ClipboardEvent, type DragEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_RECORD } from '../../api/attachments.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import { type PreparedFile, prepareFile } from '../../data/prepare-file.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { Button } from '../../ui/button.tsx'
import { useBlobUrl } from './use-blob-url.ts'

/** What a file without a thumbnail is: PDF, or its ending (HEIC, DOCX …), never a guess. */
function kindBadge(file: PreparedFile): string {
  if (file.type === 'application/pdf') return 'PDF'
  return /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toUpperCase() ?? '?'
}

function Chosen({ file, onRemove }: { file: PreparedFile; onRemove: () => void }) {
  const { t } = useTranslation()
  const url = useBlobUrl(file.thumb?.blob)
  return (
    <li
      className="flex items-center gap-2 rounded border border-slate-200 p-1 text-sm"
      data-testid="chosen-file"
    >
      {url ? (
        <img src={url} alt={file.name} className="h-12 w-12 rounded object-cover" />
      ) : (
        <span className="flex h-12 w-12 items-center justify-center rounded bg-slate-100 text-xs">
          {kindBadge(file)}
        </span>
      )}
      <span className="flex-1 truncate">{file.name}</span>
      <span className="text-xs text-slate-500">{Math.ceil(file.blob.size / 1024)} KB</span>
      <Button variant="danger-link" onClick={onRemove} className="text-xs">
        {t('attach.remove')}
      </Button>
    </li>
  )
}

export function AttachmentPicker({
  value,
  onChange,
}: {
  value: PreparedFile[]
  onChange: (files: PreparedFile[]) => void
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [busy, setBusy] = useState(0)
  const [errors, setErrors] = useState<string[]>([])
  const latest = useRef(value)
  latest.current = value

  async function add(files: File[]) {
    if (files.length === 0) return
    setErrors([])
    setBusy((n) => n + files.length)
    const problems: string[] = []
    for (const file of files) {
      try {
        const prepared = await prepareFile(file, lang)
        const current = latest.current
        if (current.length >= ATTACHMENTS_PER_RECORD) continue
        if (!current.some((f) => f.hash === prepared.hash)) {
          latest.current = [...current, prepared]
          onChange(latest.current)
        }
      } catch (e) {
        problems.push(e instanceof InvalidPayload ? e.messages.join('；') : String(e))
      } finally {
        setBusy((n) => n - 1)
      }
    }
    setErrors(problems)
  }

  const onPaste = (e: ClipboardEvent) => {
    const files = [...e.clipboardData.files]
    if (files.length > 0) {
      e.preventDefault()
      void add(files)
    }
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    void add([...e.dataTransfer.files])
  }
  // Cleared once read, so picking the same file again is a change too.
  const onPicked = (e: ChangeEvent<HTMLInputElement>) => {
    void add([...(e.target.files ?? [])])
    e.target.value = ''
  }

  return (
    <fieldset
      className="rounded border border-dashed border-slate-300 p-2"
      onPaste={onPaste}
      onDrop={onDrop}
      onDragOver={(e) => e.preventDefault()}
      data-testid="attachment-picker"
    >
      <legend className="px-1 text-sm font-medium text-slate-700">{t('attach.title')}</legend>
      <p className="mb-2 text-xs text-slate-500">
        {t('attach.hint', { mb: ATTACHMENT_MAX_BYTES / 1048576 })}
      </p>
      <div className="mb-2 flex gap-2 text-sm">
        <label className="cursor-pointer rounded bg-slate-100 px-3 py-1">
          {t('attach.camera')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            data-testid="attach-camera"
            onChange={onPicked}
          />
        </label>
        <label className="cursor-pointer rounded bg-slate-100 px-3 py-1">
          {t('attach.pick')}
          <input
            type="file"
            multiple
            accept="image/*,application/pdf"
            className="sr-only"
            data-testid="attach-files"
            onChange={onPicked}
          />
        </label>
      </div>
      {busy > 0 && (
        <p className="text-xs text-slate-500" role="status">
          {t('attach.preparing', { n: busy })}
        </p>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="rounded bg-red-50 p-1 text-xs text-red-700">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <ul className="space-y-1">
        {value.map((f) => (
          <Chosen key={f.hash} file={f} onRemove={() => onChange(value.filter((x) => x.hash !== f.hash))} />
        ))}
      </ul>
    </fieldset>
  )
}
