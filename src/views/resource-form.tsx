import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InvalidPayload } from '../data/command-kit.ts'
import { newId } from '../data/enqueue.ts'
import { write } from '../data/sync-client.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { type AnyResource, saveKind } from '../resources/define-resource.ts'
import { emptyValue } from '../resources/fields.ts'
import { saveSchema } from '../resources/schema.ts'
import { inLanguage } from '../resources/text.ts'
import { useUnsavedGuard } from '../shell/tabs/current-tab.tsx'
import { FormError } from '../ui/form-parts.tsx'
import { Modal } from '../ui/modal.tsx'
import { FieldInput } from './field-input.tsx'
import { useRefLabels } from './use-ref-labels.ts'

type Values = Record<string, unknown>

export function blankRecord(r: AnyResource): Values {
  const out: Values = {}
  for (const [name, field] of Object.entries(r.fields))
    out[name] = name === 'id' ? newId() : emptyValue(field)
  return out
}

/** Money shows in yuan in the form; the schema and the outbox keep fen. */
function toFormValues(r: AnyResource, record: Values): Values {
  const out: Values = { ...record }
  for (const [name, field] of Object.entries(r.fields)) {
    if (field.kind === 'money') out[name] = (Number(record[name] ?? 0) / 100).toFixed(2)
  }
  return out
}

interface Props {
  resource: AnyResource
  /** The record to edit, or a fresh one; null closes the dialog. */
  record: Values | null
  isNew: boolean
  /** Set when correcting a failed outbox entry ("fix and retry"): it is replaced by this save. */
  replaces?: string
  onClose: () => void
}

/** The generic form of a resource: its declared layout, its derived schema, a write through the outbox. */
export function ResourceForm({ resource: r, record, isNew, replaces, onClose }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const refs = useRefLabels(r)
  const form = useForm<Values>({
    // The schema is derived at run time, so its static type is the generic record.
    resolver: zodResolver(saveSchema(r, lang)) as unknown as Resolver<Values>,
    values: record ? toFormValues(r, record) : undefined,
    mode: 'onBlur',
  })
  // Closing this form's tab while it holds typed input asks first.
  useUnsavedGuard(record !== null && form.formState.isDirty)
  const title = inLanguage(r.title, lang)
  // Refused on the device (e.g. storage full): nothing was written, the form stays open and says why.
  const [refused, setRefused] = useState<string[]>([])
  const submit = form.handleSubmit(async (values) => {
    // Cleared only when shown: a re-render of the whole form here would hold up the save's own work.
    if (refused.length > 0) setRefused([])
    try {
      await write(saveKind(r), { ...values }, { replaces })
    } catch (e) {
      if (!(e instanceof InvalidPayload)) throw e
      setRefused(e.messages)
      return
    }
    onClose()
  })
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={isNew ? t('form.create', { title }) : t('form.edit', { title })}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {r.form.map((row) => (
          <div key={row.join('-')} className="flex flex-col gap-4 sm:flex-row">
            {row.map((name) => (
              <FieldInput
                key={name}
                name={name}
                field={r.fields[name]!}
                lang={lang}
                register={form.register}
                error={form.formState.errors[name]?.message as string | undefined}
                refOptions={refs.options}
              />
            ))}
          </div>
        ))}
        <FormError messages={refused} />
        <div className="flex justify-end gap-2 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-pm3 border border-slate-300 px-4 py-2 text-sm"
          >
            {t('form.cancel')}
          </button>
          <button type="submit" className="rounded-pm3 bg-primary px-4 py-2 text-sm text-white">
            {t('form.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
