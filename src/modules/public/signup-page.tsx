// /signup (activity sign-up), /dianregi (shop member self-registration) and /dianbang (card binding):
// one form, checked on the device (spec §5), with the code the server texts to the mobile (获取验证码),
// queued in the visitors' outbox, confirmed on /ok. Opened with ?again=<entry id>, it holds a refused
// entry's values for the visitor to correct (a fresh code, usually) and send again in its place.
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { fieldErrors } from '../../resources/schema.ts'
import { Button } from '../../ui/button.tsx'
import { CodeField } from '../../ui/code-field.tsx'
import { FormError } from '../../ui/form-parts.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { publicText } from './public.text.ts'
import { newSignupId, publicOutbox, queueSignup, requestSignupCode } from './public-outbox.ts'
import { type SignupKind, signupCodeSchema, signupSchema } from './signup-form.ts'

function localStamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

export function SignupPage({ kind }: { kind: SignupKind }) {
  const { t } = useTranslation([publicText.ns, 'translation'])
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const again = params.get('again') ?? ''
  const [values, setValues] = useState({
    name: '',
    mobile: '',
    code: '',
    activity: params.get('activity') ?? '',
    card_no: '',
    remark: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [codeError, setCodeError] = useState('')
  const [busy, setBusy] = useState(false)
  // A refused entry's values, to correct: the code is asked for afresh.
  useEffect(() => {
    if (!again) return
    void publicOutbox.entries.get(again).then((entry) => {
      if (entry?.state !== 'failed' || entry.payload.kind !== kind) return
      const { name, mobile, activity, card_no, remark } = entry.payload
      setValues({ name, mobile, code: '', activity, card_no, remark })
      setCodeError(entry.error)
    })
  }, [again, kind])
  /** A field's value, its change and its problem, under its label. */
  const field = (k: keyof typeof values, label: string) => ({
    label,
    value: values[k],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value })),
    error: errors[k],
  })
  const mobileCheck = signupCodeSchema(lang).safeParse({ kind, mobile: values.mobile })

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
    await queueSignup(parsed.data, again || undefined)
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
      <CodeField
        {...field('code', t('form.code'))}
        mobile={values.mobile.trim()}
        mobileError={mobileCheck.success ? undefined : fieldErrors(mobileCheck.error).mobile}
        request={(mobile) => requestSignupCode(mobile, kind)}
        onError={setCodeError}
      />
      {kind === 'card' && <TextField {...field('card_no', t('form.card'))} />}
      <TextField {...field('remark', t('form.remark'))} />
      <FormError messages={codeError} />
      <Button type="submit" disabled={busy}>
        {t('form.submit')}
      </Button>
      <p className="text-xs text-slate-500">{t('form.offline')}</p>
    </form>
  )
}
