// /signup (activity sign-up), /dianregi (shop member self-registration) and /dianbang (card binding):
// one form, checked on the device (spec §5), queued in the visitors' outbox, confirmed on /ok.
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { fieldErrors } from '../../resources/schema.ts'
import { Button } from '../../ui/button.tsx'
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
  /** A field's value, its change and its problem, under its label. */
  const field = (k: keyof typeof values, label: string) => ({
    label,
    value: values[k],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value })),
    error: errors[k],
  })

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
      {kind === 'activity' && <TextField {...field('activity', t('form.activity'))} />}
      <TextField {...field('name', t('form.name'))} autoComplete="name" />
      <TextField
        {...field('mobile', t('translation:common.mobile'))}
        inputMode="numeric"
        autoComplete="tel"
      />
      <TextField {...field('code', t('form.code'))} inputMode="numeric" autoComplete="one-time-code" />
      {kind === 'card' && <TextField {...field('card_no', t('form.card'))} />}
      <TextField {...field('remark', t('form.remark'))} />
      <Button type="submit" disabled={busy}>
        {t('form.submit')}
      </Button>
      <p className="text-xs text-slate-500">{t('form.offline')}</p>
    </form>
  )
}
