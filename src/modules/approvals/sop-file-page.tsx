// /expe/soplist?template=…: file a request. Shows the flow it will go through (the confirmation the
// spec's soplist route stands for), then queues it; offline it waits in the outbox.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { refOf } from '../../data/attachments.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import type { PreparedFile } from '../../data/prepare-file.ts'
import { attach, flowApprovers, writeCommand } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { emptyRow } from '../../resources/fields.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { LoadingNote } from '../../ui/loading-note.tsx'
import { useOnline } from '../../ui/use-online.ts'
import { AttachmentPicker } from '../../views/attachments/attachment-picker.tsx'
import { FieldInput } from '../../views/field-input.tsx'
import { submitSop } from './approvals.commands.ts'
import { sops } from './approvals.resource.ts'
import { conditionText } from './condition-text.ts'
import { takesAttachments } from './sop-attachments.ts'
import { type FlowStep, parseJson, type StepSnapshot, snapshotLabel, stepLabel } from './sop-rules.ts'
import {
  detailPath,
  documentCode,
  isSopTemplate,
  SOP_TEMPLATE_KEYS,
  SOP_TEMPLATES,
  type SopTemplateKey,
} from './sop-templates.ts'
import { useFilingProjects } from './use-filing-projects.ts'

function FlowPreview({
  template,
  projectId,
  amount,
}: {
  template: SopTemplateKey
  projectId: string | null
  amount: number
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const flow = useLiveQuery(
    async () =>
      ((await db.table('sopFlows').where('template').equals(template).toArray()) as Row[]).find(
        (f) => f.enabled,
      ) ?? null,
    [db, template],
  )
  // Departments name a branch where this device mirrors them (HR, admins); else the branch says less.
  const departments = useLiveQuery(() => db.table('departments').toArray() as Promise<Row[]>, [db], [])
  const depaName = (id: string) => String(departments.find((x) => x.id === id)?.name ?? '')
  if (flow === undefined) return <LoadingNote className="p-2" />
  const steps = parseJson<FlowStep[]>(flow?.steps, [])
  if (!flow || steps.length === 0)
    return <p className="rounded bg-amber-50 p-2 text-sm text-amber-800">{t('sop.noFlow')}</p>
  return (
    <div className="space-y-1">
      <ol className="flex flex-wrap items-center gap-2 text-sm" data-testid="flow-preview">
        {steps.map((s, i) => (
          <li
            key={`${s.kind}:${s.depa_id}:${s.post_id ?? ''}:${s.post}`}
            className="rounded bg-slate-100 px-2 py-1"
          >
            {i + 1}. {stepLabel(s, lang)}
            {conditionText(s, t, lang, depaName)}
          </li>
        ))}
      </ol>
      {/* A request that names a project is resolved on it: nothing to say before one is chosen. */}
      {projectId !== null && (
        <FlowDeciders
          template={template}
          projectId={projectId}
          amount={amount}
          // The amount decides only which branches apply: asked again when it crosses a threshold,
          // never per keystroke.
          band={steps.map((s) => (s.when?.over ? amount > s.when.over : '')).join()}
          flowRev={String(flow.rev ?? flow.steps)}
        />
      )}
    </div>
  )
}

/**
 * Who will decide each step if the request is filed now (issue 36): the server resolves it from
 * staff files this device may not mirror, so it is read online; offline the note says so, and a
 * step nobody holds is said before filing rather than after.
 */
function FlowDeciders({
  template,
  projectId,
  amount,
  band,
  flowRev,
}: {
  template: string
  projectId: string
  amount: number
  /** Which amount branches apply (flowRev-like): the answer changes only with it. */
  band: string
  flowRev: string
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const online = useOnline()
  const [state, setState] = useState<{ steps?: StepSnapshot[]; error?: string }>({})
  // biome-ignore lint/correctness/useExhaustiveDependencies: read anew when a saved flow or an amount's branch changes, not per typed digit
  useEffect(() => {
    if (!online) return
    let live = true
    setState({})
    flowApprovers(template, projectId, amount).then(
      (steps) => live && setState({ steps }),
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [template, projectId, band, online, flowRev])
  if (!online) return <p className="text-xs text-slate-500">{t('sop.previewOffline')}</p>
  if (state.error)
    return (
      <p className="rounded bg-amber-50 p-2 text-sm text-amber-800" data-testid="flow-deciders-refused">
        {state.error}
      </p>
    )
  if (!state.steps) return null
  return (
    <ol className="text-xs text-slate-600" data-testid="flow-deciders">
      {state.steps.map((s, i) => (
        <li key={`${s.label}:${s.approver_ids.join(',')}`}>
          {i + 1}.{' '}
          {t('sop.stepDeciders', {
            step: snapshotLabel(s, lang),
            names: s.approver_names.join(t('sop.nameSeparator')),
          })}
        </li>
      ))}
    </ol>
  )
}

type Values = Record<string, unknown> & { title: string; project_id: string; amount: number }

function RequestForm({ template }: { template: SopTemplateKey }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const spec = SOP_TEMPLATES[template]
  const projects = useFilingProjects()
  const [errors, setErrors] = useState<string[]>([])
  const [files, setFiles] = useState<PreparedFile[]>([])
  const defaults = emptyRow(spec.fields)
  const form = useForm<Values>({ defaultValues: { ...defaults, title: '', project_id: '', amount: 0 } })
  const watchedProject = form.watch('project_id') ?? ''
  const watchedAmount = form.watch('amount')

  const submit = form.handleSubmit(async (v) => {
    setErrors([])
    const project = projects.find((p) => p.id === v.project_id)
    const content = Object.fromEntries(Object.keys(spec.fields).map((k) => [k, v[k]]))
    const payload = {
      template,
      title: v.title,
      project_id: v.project_id,
      project_name: project ? String(project.name) : '',
      // The money input keeps integer fen.
      amount: spec.amount ? v.amount : 0,
      content,
      attachments: files.map(refOf),
    }
    try {
      // Checked before the files are queued: a form with a mistake uploads nothing.
      submitSop.parse({ ...payload, id: newId() }, lang)
      // Files first: their uploads are queued ahead of the filing that refers to them. The filing's
      // id is its outbox key, and the outbox goes in key order, so it is made after theirs.
      if (files.length > 0) await attach(files)
      const id = newId()
      await writeCommand(submitSop, { ...payload, id }, { id })
      navigate(detailPath(template, documentCode(template, id, Date.now()), id))
    } catch (e) {
      if (e instanceof InvalidPayload) setErrors(e.messages)
      else throw e
    }
  })

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FlowPreview
        template={template}
        projectId={spec.project === 'required' && !watchedProject ? null : watchedProject}
        amount={spec.amount && Number.isFinite(Number(watchedAmount)) ? Number(watchedAmount) : 0}
      />
      <FieldInput
        name="title"
        field={sops.fields.title}
        lang={lang}
        register={form.register}
        refOptions={() => []}
      />
      {spec.project !== 'none' && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t('sop.project')}</span>
          <select className={inputClass} {...form.register('project_id')}>
            <option value="">—</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {String(p.code)} {String(p.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      {spec.amount && (
        <FieldInput
          name="amount"
          field={sops.fields.amount}
          lang={lang}
          register={form.register}
          refOptions={() => []}
        />
      )}
      {Object.entries(spec.fields).map(([name, field]) => (
        <FieldInput
          key={name}
          name={name}
          field={field}
          lang={lang}
          register={form.register}
          refOptions={() => []}
        />
      ))}
      {takesAttachments(template) && <AttachmentPicker value={files} onChange={setFiles} />}
      {errors.length > 0 && (
        <ul role="alert" className="rounded bg-red-50 p-2 text-sm text-red-700">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <Button type="submit">{t('sop.submit')}</Button>
    </form>
  )
}

export function SopFilePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const chosen = params.get('template') ?? ''
  const template = isSopTemplate(chosen) && chosen !== 'staff_buka' ? chosen : null
  return (
    <section className="max-w-2xl rounded-pm3 bg-white p-4 shadow-sm">
      <h1 className="mb-3 text-lg font-semibold">{t('sop.flow')}</h1>
      <label className="mb-4 block text-sm">
        <span className="mb-1 block font-medium text-slate-700">{t('sop.chooseType')}</span>
        <select
          className={inputClass}
          value={template ?? ''}
          onChange={(e) => setParams({ template: e.target.value })}
        >
          <option value="">—</option>
          {SOP_TEMPLATE_KEYS.filter((k) => k !== 'staff_buka').map((k) => (
            <option key={k} value={k}>
              {inLanguage(SOP_TEMPLATES[k].title, lang)}
            </option>
          ))}
        </select>
      </label>
      {template && <RequestForm key={template} template={template} />}
    </section>
  )
}
