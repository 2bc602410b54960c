import { zodResolver } from '@hookform/resolvers/zod'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSession } from '../auth/use-session.ts'
import { InvalidPayload } from '../data/command-kit.ts'
import { useUserDb, useWrite } from '../data/db-context.tsx'
import { newId } from '../data/enqueue.ts'
import { target } from '../data/outbox-types.ts'
import { duplicatesInMirror } from '../data/unique-mirror.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { leadingDebounce } from '../lib/leading-debounce.ts'
import { fenOrNaN } from '../lib/money-input.ts'
import { type AnyResource, saveKind } from '../resources/define-resource.ts'
import { emptyRow } from '../resources/fields.ts'
import { editPayload, revOf } from '../resources/patch.ts'
import { agreeingReferences } from '../resources/references.ts'
import { saveSchema } from '../resources/schema.ts'
import { inLanguage } from '../resources/text.ts'
import { DialogButtons, FormError } from '../ui/form-parts.tsx'
import { Modal } from '../ui/modal.tsx'
import { EditConflictView } from './edit-conflict.tsx'
import { FieldInput } from './field-input.tsx'
import { RecordHistory } from './record-history.tsx'
import { routingLock } from './routing-lock.ts'
import { useUnsavedGuard } from './unsaved-guard.ts'
import { useDictionaryOptions } from './use-dictionary-options.ts'
import { useRefLabels } from './use-ref-labels.ts'

type Values = Record<string, unknown>

/**
 * A page's own question before a save is queued: fields the save carries beside the record (a shop
 * manager's grant), or why it cannot go (said in the form, which stays open).
 */
export type SaveCheck = (
  values: Values,
  base: Values | null,
) => Promise<{ extra?: Values; refused?: string[] }>

export function blankRecord(r: AnyResource): Values {
  return { ...emptyRow(r.fields), id: newId() }
}

/** Money shows in yuan in the form; the schema and the outbox keep fen. */
function toFormValues(r: AnyResource, record: Values): Values {
  const out: Values = { ...record }
  for (const [name, field] of Object.entries(r.fields)) {
    if (field.kind === 'money') out[name] = (Number(record[name] ?? 0) / 100).toFixed(2)
  }
  return out
}

/**
 * A money field the user did not touch still holds the yuan text it was shown with (the input's
 * setValueAs runs only on input): read it as fen before validating, so an untouched amount is valid.
 */
function moneyInFen(r: AnyResource, resolver: Resolver<Values>): Resolver<Values> {
  return (values, context, options) => {
    const out: Values = { ...values }
    for (const [name, field] of Object.entries(r.fields))
      if (field.kind === 'money' && typeof out[name] === 'string') out[name] = fenOrNaN(out[name] as string)
    return resolver(out, context, options)
  }
}

interface Props {
  resource: AnyResource
  /** The record to edit, or a fresh one; null closes the dialog. */
  record: Values | null
  /**
   * The row the edit is based on (with its server rev): what a save's patch names as "from". The
   * record itself by default; another row when the form opens on merged values after a conflict.
   */
  base?: Values
  isNew: boolean
  /** Set when correcting a failed outbox entry ("fix and retry"): it is replaced by this save. */
  replaces?: string
  checkSave?: SaveCheck | undefined
  /** A dialog the check opens over the form (a manager's approval): nested, so Escape closes it alone. */
  overForm?: React.ReactNode
  onClose: () => void
}

/** The generic form of a resource: its declared layout, its derived schema, a write through the outbox. */
export function ResourceForm(props: Props) {
  const { t } = useTranslation()
  const { resource: r, isNew, onClose } = props
  // "Edit" on a conflict shown in this form reopens it on the merged values, based on the server's row.
  const [merged, setMerged] = useState<{ record: Values; base: Values; replaces: string } | null>(null)
  const [tab, setTab] = useState<'edit' | 'history'>('edit')
  const record = merged?.record ?? props.record
  const base = merged?.base ?? props.base ?? (isNew ? null : props.record)
  const replaces = merged?.replaces ?? props.replaces
  const close = () => {
    setMerged(null)
    setTab('edit')
    onClose()
  }
  const title = inLanguage(r.title, useLanguage())
  const id = props.record && !isNew ? String(props.record.id) : null
  // A record the server has (it gave it a revision) has a history; one made offline not yet.
  const hasHistory = id !== null && !r.customServer && revOf(props.record) !== undefined
  return (
    <Modal
      open={props.record !== null}
      onClose={close}
      title={isNew ? t('form.create', { title }) : t('form.edit', { title })}
    >
      {hasHistory && (
        <div role="tablist" className="mb-4 flex gap-4 border-b border-slate-200 text-sm">
          {(['edit', 'history'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`-mb-px border-b-2 px-1 pb-2 ${tab === name ? 'border-primary text-primary' : 'border-transparent text-slate-500'}`}
            >
              {name === 'edit' ? t('edits.tabEdit') : t('edits.tabHistory')}
            </button>
          ))}
        </div>
      )}
      {/* A form opened to answer a refused entry does not ask the same question again. */}
      {id && !replaces && <RecordConflicts resource={r} id={id} onEdit={(s) => setMerged(s)} />}
      {tab === 'history' && hasHistory && id ? (
        <RecordHistory resource={r} id={id} />
      ) : (
        <EditFields
          key={merged?.replaces ?? 'record'}
          resource={r}
          record={record}
          base={base}
          isNew={isNew}
          replaces={replaces}
          checkSave={props.checkSave}
          onClose={close}
        />
      )}
      {props.overForm}
    </Modal>
  )
}

/** A refused edit of this record that conflicts with someone else's, shown until the user chooses. */
function RecordConflicts({
  resource: r,
  id,
  onEdit,
}: {
  resource: AnyResource
  id: string
  onEdit: (s: { record: Values; base: Values; replaces: string }) => void
}) {
  const { t } = useTranslation()
  const db = useUserDb()
  const failed = useLiveQuery(
    () =>
      db.outbox
        .where('targets')
        .equals(target(r.name, id))
        .filter((e) => e.state === 'failed' && e.error?.conflict !== undefined)
        .toArray(),
    [db, r.name, id],
  )
  if (!failed?.length) return null
  return (
    <div className="mb-4">
      <p className="text-sm text-amber-800">{t('edits.formConflict')}</p>
      {failed.map((e) => (
        <EditConflictView key={e.id} entry={e} conflict={e.error!.conflict!} onEdit={onEdit} />
      ))}
    </div>
  )
}

function EditFields({
  resource: declared,
  record,
  base,
  isNew,
  replaces,
  checkSave,
  onClose,
}: {
  resource: AnyResource
  record: Values | null
  base: Values | null
  isNew: boolean
  replaces?: string | undefined
  checkSave?: SaveCheck | undefined
  onClose: () => void
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const r = useDictionaryOptions(declared)
  const refs = useRefLabels(r)
  const { user } = useSession()
  const write = useWrite()
  const form = useForm<Values>({
    // The schema is derived at run time, so its static type is the generic record.
    resolver: moneyInFen(r, zodResolver(saveSchema(r, lang)) as unknown as Resolver<Values>),
    values: record ? toFormValues(r, record) : undefined,
    mode: 'onBlur',
  })
  // Another project chosen: a contract of the one before is cleared, as the picker no longer offers it.
  const latestRefs = useRef(refs)
  latestRefs.current = refs
  useEffect(() => {
    const bounded = agreeingReferences(r)
    if (bounded.length === 0) return
    const sub = form.watch((values, { name }) => {
      for (const ref of bounded) {
        const chosen = String(values[ref.field] ?? '')
        if (name !== ref.within || !chosen) continue
        if (!latestRefs.current.inside(ref.to, chosen, { field: ref.within, value: values[ref.within] }))
          form.setValue(ref.field, '', { shouldDirty: true })
      }
    })
    return () => sub.unsubscribe()
  }, [form, r])
  // Closing this form's tab while it holds typed input asks first.
  useUnsavedGuard(record !== null && form.formState.isDirty)
  // Refused on the device (e.g. storage full): nothing was written, the form stays open and says why.
  const [refused, setRefused] = useState<string[]>([])
  // doEdit (spec §9): a double click on 保存 queues one write.
  const [once] = useState(() => leadingDebounce((save: () => Promise<void>) => save()))
  const submit = form.handleSubmit(async (values) => {
    // Cleared only when shown: a re-render of the whole form here would hold up the save's own work.
    if (refused.length > 0) setRefused([])
    await once(async () => {
      // A code another record holds is said under its field, as the schema's own problems are.
      const taken = Object.entries(await duplicatesInMirror(db, r, values, lang))
      for (const [name, message] of taken) form.setError(name, { message }, { shouldFocus: true })
      if (taken.length > 0) return
      const checked = checkSave ? await checkSave(values, isNew ? null : base) : {}
      if (checked.refused) return setRefused(checked.refused)
      try {
        // An edit sends only what the user changed, on the row they opened (DESIGN: Edits).
        const record = isNew ? { ...values } : editPayload(r, base, values)
        await write(saveKind(r), { ...record, ...checked.extra }, { replaces })
      } catch (e) {
        if (!(e instanceof InvalidPayload)) throw e
        setRefused(e.messages)
        return
      }
      onClose()
    })
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {r.form.map((row) => (
        <div key={row.join('-')} className="flex flex-col gap-4 sm:flex-row">
          {row.map((name) => {
            const field = r.fields[name]!
            const lock = routingLock(r, name, record, isNew, user, lang, t)
            // A ref `within` another field offers only the rows matching it (a department's posts).
            const within =
              field.kind === 'ref' && field.within
                ? { field: field.within, value: form.watch(field.within), keep: form.watch(name) }
                : undefined
            return (
              <FieldInput
                key={name}
                name={name}
                field={lock ? { ...field, readOnly: true } : field}
                lang={lang}
                register={form.register}
                formControl={form.control}
                error={form.formState.errors[name]?.message as string | undefined}
                hint={lock ?? undefined}
                refOptions={(resource) => refs.options(resource, within)}
              />
            )
          })}
        </div>
      ))}
      <FormError messages={refused} />
      <DialogButtons cancel={t('form.cancel')} save={t('form.save')} onCancel={onClose} />
    </form>
  )
}
