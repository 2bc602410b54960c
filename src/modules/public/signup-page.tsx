// /signup (activity sign-up), /dianregi (shop member self-registration) and /dianbang (card binding):
// one form, checked on the device (spec §5), queued in the visitors' outbox, confirmed on /ok.
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { fieldErrors } from '../../resources/schema.ts'
import { TextField } from '../../ui/text-field.tsx'
import { publicText } from './public.text.ts'
import { newSignupId, queueSignup } from './public-outbox.ts'
import { type SignupKind, signupSchema } from './signup-form.ts'

function localStamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

export function SignupPage({ kind }: { kind: SignupKind }) {
  const { t } = useTranslation([publicText.ns, 'translation'])
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [values, setValues] = useState({
    name: '',
    mobile: '',
    code: '',
    activity: params.get('activity') ?? '',
    card_no: '',
    remark: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = signupSchema(lang).safeParse({
      ...values,
      id: newSignupId(),
      kind,
      submitted_at: localStamp(),
    })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error))
    setErrors({})
    setBusy(true)
    await queueSignup(parsed.data)
    navigate(`/ok?id=${parsed.data.id}`)
  }

  return (
    <form onSubmit={submit} noValidate className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-xl font-semibold">{t(`titles.${kind}`)}</h1>
      {kind === 'activity' && (
        <TextField
          label={t('form.activity')}
          value={values.activity}
          onChange={set('activity')}
          error={errors.activity}
        />
      )}
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="name"
      />
      <TextField
        label={t('translation:common.mobile')}
        value={values.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
        inputMode="numeric"
        autoComplete="tel"
      />
      <TextField
        label={t('form.code')}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      {kind === 'card' && (
        <TextField
          label={t('form.card')}
          value={values.card_no}
          onChange={set('card_no')}
          error={errors.card_no}
        />
      )}
      <TextField label={t('form.remark')} value={values.remark} onChange={set('remark')} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-pm3 bg-primary px-4 py-2 text-white disabled:opacity-60"
      >
        {t('form.submit')}
      </button>
      <p className="text-xs text-slate-500">{t('form.offline')}</p>
    </form>
  )
}
