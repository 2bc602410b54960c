// The post of one flow step. A named department's step picks one of that department's posts and
// keeps its id, so the server resolves it by reference. The filer's own department is only known at
// filing, so that step picks a post name, found in the filer's department then. A project step names
// the post as /proj/projsop lists it, as before.
import { useTranslation } from 'react-i18next'
import type { Row } from '../../data/user-db.ts'
import { inputClass } from '../../ui/input-class.ts'
import type { FlowStep } from './sop-rules.ts'

interface Props {
  step: FlowStep
  /** Department posts on this device, by name. */
  posts: Row[]
  onChange: (patch: Partial<FlowStep>) => void
}

export function StepPost({ step, posts, onChange }: Props) {
  const { t } = useTranslation()
  if (step.kind === 'proj')
    return (
      <input
        aria-label={t('sop.post')}
        placeholder={t('sop.post')}
        className={inputClass}
        value={step.post}
        onChange={(e) => onChange({ post_id: '', post: e.target.value })}
      />
    )
  const byId = step.depa_id !== ''
  const choices = byId
    ? posts.filter((p) => p.depa_id === step.depa_id).map((p) => ({ value: p.id, label: String(p.name) }))
    : [...new Set(posts.map((p) => String(p.name)))].map((n) => ({ value: n, label: n }))
  const value = byId ? (step.post_id ?? '') : step.post
  return (
    <select
      aria-label={t('sop.post')}
      className={inputClass}
      value={value}
      onChange={(e) => {
        const label = choices.find((c) => c.value === e.target.value)?.label ?? ''
        onChange(byId ? { post_id: e.target.value, post: label } : { post_id: '', post: e.target.value })
      }}
    >
      <option value="">{t('sop.post')}</option>
      {/* A post no longer on this device (removed since) stays visible until the step is changed. */}
      {value !== '' && !choices.some((c) => c.value === value) && <option value={value}>{step.post}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  )
}
