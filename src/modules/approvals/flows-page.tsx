// /site/sitesop: approval flow management. A flow is an ordered list of posts (of a department, the
// filer's own department, or the sop's project) plus the staff copied; saved through the outbox.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InvalidPayload } from '../../data/command-kit.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import { write } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { fenOrNaN } from '../../lib/money-input.ts'
import { saveKind } from '../../resources/define-resource.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { DialogButtons } from '../../ui/form-parts.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { Modal } from '../../ui/modal.tsx'
import { sopFlows } from './approvals.resource.ts'
import { conditionText } from './condition-text.ts'
import { type FlowStep, parseJson, type StepCondition, stepLabel } from './sop-rules.ts'
import { SOP_TEMPLATE_KEYS, SOP_TEMPLATES, type SopTemplateKey } from './sop-templates.ts'
import { type Organisation, stepHolders } from './step-holders.ts'
import { StepPost } from './step-post.tsx'
import { useMarks } from './use-approvals.ts'

/** A step being edited carries a key of its own, so inputs keep their rows while steps move. */
type DraftStep = FlowStep & { key: string }

interface Draft {
  id: string
  template: SopTemplateKey
  name: string
  enabled: boolean
  steps: DraftStep[]
  copy: string[]
}

function FlowEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const [d, setD] = useState(draft)
  const [error, setError] = useState('')
  const departments = useLiveQuery(
    () => db.table('departments').orderBy('id').toArray() as Promise<Row[]>,
    [db],
    [],
  )
  const staff = useLiveQuery(() => db.table('staff').orderBy('name').toArray() as Promise<Row[]>, [db], [])
  const posts = useLiveQuery(() => db.table('posts').orderBy('name').toArray() as Promise<Row[]>, [db], [])
  const projPosts = useLiveQuery(() => db.table('projPosts').toArray() as Promise<Row[]>, [db], [])
  const accounts = useLiveQuery(() => db.table('users').toArray() as Promise<Row[]>, [db], [])
  const org: Organisation = {
    staff,
    posts,
    projPosts,
    accounts: accounts.map((a) => ({
      name: String(a.nickname || a.username),
      staff_ref: String(a.staff_ref ?? ''),
    })),
  }
  // Only what this device mirrors: with no accounts pulled yet it cannot tell, and the server decides.
  const holdersOf = (s: FlowStep) => (accounts.length === 0 || !s.post.trim() ? null : stepHolders(s, org))
  const postName = (id: unknown) => String(posts.find((p) => p.id === id)?.name ?? '')
  const setStep = (i: number, patch: Partial<FlowStep>) =>
    setD({ ...d, steps: d.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) })
  // A branch: the step applies only above an amount and/or to filers of a department.
  const setWhen = (i: number, patch: StepCondition) => {
    const when: StepCondition = { ...d.steps[i]!.when, ...patch }
    if (!when.over) delete when.over
    if (!when.depa_ids?.length) delete when.depa_ids
    setStep(i, { when: Object.keys(when).length > 0 ? when : undefined })
  }
  const move = (i: number) => {
    const steps = [...d.steps]
    ;[steps[i - 1], steps[i]] = [steps[i]!, steps[i - 1]!]
    setD({ ...d, steps })
  }
  const save = async () => {
    const vacant = d.enabled ? d.steps.findIndex((s) => holdersOf(s)?.length === 0) : -1
    if (vacant >= 0)
      return setError(t('sop.flowStepNobody', { n: vacant + 1, label: stepLabel(d.steps[vacant]!, lang) }))
    try {
      await write(saveKind(sopFlows), {
        id: d.id,
        template: d.template,
        name: d.name,
        enabled: d.enabled,
        steps: JSON.stringify(d.steps.filter((s) => s.post.trim()).map(({ key: _key, ...step }) => step)),
        copy_to: JSON.stringify(d.copy),
      })
      onClose()
    } catch (e) {
      if (e instanceof InvalidPayload) setError(e.messages.join('；'))
      else throw e
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={`${t('sop.flowEdit')} · ${inLanguage(SOP_TEMPLATES[d.template].title, lang)}`}
    >
      <div className="space-y-3 text-sm">
        <label className="block">
          <span className="mb-1 block font-medium">{t('sop.flowName')}</span>
          <input
            className={inputClass}
            value={d.name}
            onChange={(e) => setD({ ...d, name: e.target.value })}
          />
        </label>
        <div>
          <span className="mb-1 block font-medium">{t('sop.flowSteps')}</span>
          {d.steps.map((s, i) => (
            <div key={s.key} className="mb-2">
              <div className="flex items-center gap-2">
                <span className="w-5 text-slate-500">{i + 1}</span>
                <select
                  aria-label={t('sop.stepKind')}
                  className={inputClass}
                  value={s.kind}
                  onChange={(e) =>
                    setStep(i, { kind: e.target.value as FlowStep['kind'], post_id: '', post: '' })
                  }
                >
                  <option value="depa">{t('sop.depaPost')}</option>
                  <option value="proj">{t('sop.projPost')}</option>
                </select>
                {s.kind === 'depa' && (
                  <select
                    aria-label={t('sop.department')}
                    className={inputClass}
                    value={s.depa_id}
                    onChange={(e) =>
                      setStep(i, {
                        depa_id: e.target.value,
                        depa_name: String(departments.find((x) => x.id === e.target.value)?.name ?? ''),
                        // Another department has posts of its own: choose again.
                        post_id: '',
                        post: '',
                      })
                    }
                  >
                    <option value="">{t('sop.ownDepartment')}</option>
                    {departments.map((x) => (
                      <option key={x.id} value={x.id}>
                        {String(x.name)}
                      </option>
                    ))}
                  </select>
                )}
                <StepPost step={s} posts={posts} onChange={(patch) => setStep(i, patch)} />
                {i > 0 && (
                  <Button variant="link" onClick={() => move(i)}>
                    {t('sop.moveUp')}
                  </Button>
                )}
                <Button
                  variant="danger-link"
                  onClick={() => setD({ ...d, steps: d.steps.filter((_, j) => j !== i) })}
                >
                  {t('sop.remove')}
                </Button>
              </div>
              <div className="ml-7 mt-1 flex items-center gap-2 text-xs">
                <select
                  aria-label={t('sop.stepMode')}
                  className={`${inputClass} w-40`}
                  value={s.mode ?? 'any'}
                  onChange={(e) => setStep(i, { mode: e.target.value === 'all' ? 'all' : undefined })}
                >
                  <option value="any">{t('sop.modeAny')}</option>
                  <option value="all">{t('sop.modeAll')}</option>
                </select>
                <span className="text-slate-500">{t('sop.branch')}</span>
                <input
                  aria-label={t('sop.branchOver')}
                  placeholder={t('sop.branchOver')}
                  inputMode="decimal"
                  className={`${inputClass} w-32`}
                  defaultValue={s.when?.over ? String(s.when.over / 100) : ''}
                  onBlur={(e) => {
                    const fen = fenOrNaN(e.target.value)
                    setWhen(i, { over: Number.isFinite(fen) && fen > 0 ? fen : 0 })
                  }}
                />
                <select
                  aria-label={t('sop.branchDepa')}
                  className={`${inputClass} w-40`}
                  value={s.when?.depa_ids?.[0] ?? ''}
                  onChange={(e) => setWhen(i, { depa_ids: e.target.value ? [e.target.value] : [] })}
                >
                  <option value="">{t('sop.branchAnyDepa')}</option>
                  {departments.map((x) => (
                    <option key={x.id} value={x.id}>
                      {String(x.name)}
                    </option>
                  ))}
                </select>
              </div>
              <StepHolders holders={holdersOf(s)} />
            </div>
          ))}
          <Button
            variant="link"
            onClick={() =>
              setD({
                ...d,
                steps: [...d.steps, { key: newId(), kind: 'depa', depa_id: '', depa_name: '', post: '' }],
              })
            }
          >
            + {t('sop.addStep')}
          </Button>
        </div>
        <label className="block">
          <span className="mb-1 block font-medium">{t('sop.flowCopy')}</span>
          <select
            multiple
            className={`${inputClass} h-28`}
            value={d.copy}
            onChange={(e) => setD({ ...d, copy: [...e.target.selectedOptions].map((o) => o.value) })}
          >
            {staff.map((x) => (
              <option key={x.id} value={x.id}>
                {String(x.name)} · {postName(x.post_id)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={d.enabled}
            onChange={(e) => setD({ ...d, enabled: e.target.checked })}
          />
          {t('sop.enabled')}
        </label>
        {error && (
          <p role="alert" className="text-red-600">
            {error}
          </p>
        )}
        <DialogButtons
          cancel={t('sop.cancel')}
          save={t('sop.save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </div>
    </Modal>
  )
}

/** Who could decide a step, or a warning that nobody could (issue 36). */
function StepHolders({ holders }: { holders: string[] | null }) {
  const { t } = useTranslation()
  if (holders === null) return null
  if (holders.length === 0)
    return (
      <p className="ml-7 text-xs text-amber-700" data-testid="step-vacant">
        {t('sop.stepVacant')}
      </p>
    )
  return (
    <p className="ml-7 text-xs text-slate-500">
      {t('sop.stepHeldBy', { names: holders.join(t('sop.nameSeparator')) })}
    </p>
  )
}

export function FlowsPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const marks = useMarks('sopFlows')
  const flows = useLiveQuery(() => db.table('sopFlows').toArray() as Promise<Row[]>, [db], [])
  const departments = useLiveQuery(() => db.table('departments').toArray() as Promise<Row[]>, [db], [])
  const depaName = (id: string) => String(departments.find((x) => x.id === id)?.name ?? id)
  const [editing, setEditing] = useState<Draft | null>(null)
  const open = (template: SopTemplateKey) => {
    const flow = flows.find((f) => f.template === template)
    setEditing({
      id: flow?.id ?? newId(),
      template,
      name: String(flow?.name ?? inLanguage(SOP_TEMPLATES[template].title, 'zh')),
      enabled: flow ? Boolean(flow.enabled) : true,
      steps: parseJson<FlowStep[]>(flow?.steps, []).map((s) => ({ ...s, key: newId() })),
      copy: parseJson<string[]>(flow?.copy_to, []),
    })
  }
  return (
    <section className="rounded-pm3 bg-white p-4 shadow-sm">
      <h1 className="mb-3 text-lg font-semibold">{inLanguage(sopFlows.title, lang)}</h1>
      <table className="w-full text-left text-sm">
        <tbody>
          {SOP_TEMPLATE_KEYS.map((k) => {
            const flow = flows.find((f) => f.template === k)
            return (
              <tr key={k} className="border-b border-slate-100" data-flow={k}>
                <td className="py-2 font-medium">{inLanguage(SOP_TEMPLATES[k].title, lang)}</td>
                <td>{String(flow?.name ?? '—')}</td>
                <td className="text-slate-600">
                  {parseJson<FlowStep[]>(flow?.steps, [])
                    .map((s) => stepLabel(s, lang) + conditionText(s, t, lang, depaName))
                    .join(' → ')}
                </td>
                <td>{flow && marks.get(flow.id) ? t('list.pending') : ''}</td>
                <td className="text-right">
                  <Button variant="link" onClick={() => open(k)}>
                    {t('sop.flowEdit')}
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {editing && <FlowEditor draft={editing} onClose={() => setEditing(null)} />}
    </section>
  )
}
