// /signup (activity sign-up), /dianregi (shop member self-registration) and /dianbang (card binding):
// one form, checked on the device (spec §5), queued in the visitors' outbox, confirmed on /ok.
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { fieldErrors } from '../../resources/schema.ts'
import { TextField } from '../../ui/text-field.tsx'
import { newSignupId, queueSignup } from './public-outbox.ts'
import { type SignupKind, signupSchema } from './signup-form.ts'

const TITLES: Record<SignupKind, [string, string]> = {
  activity: ['活动报名', 'Activity sign-up'],
  member: ['会员自助登记', 'Member registration'],
  card: ['会员卡绑定', 'Bind a member card'],
}

function localStamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

export function SignupPage({ kind }: { kind: SignupKind }) {
  const tr = useBilingual()
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
      <h1 className="text-xl font-semibold">{tr(...TITLES[kind])}</h1>
      {kind === 'activity' && (
        <TextField
          label={tr('报名活动', 'Activity')}
          value={values.activity}
          onChange={set('activity')}
          error={errors.activity}
        />
      )}
      <TextField
        label={tr('姓名', 'Name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="name"
      />
      <TextField
        label={tr('手机号', 'Mobile')}
        value={values.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
        inputMode="numeric"
        autoComplete="tel"
      />
      <TextField
        label={tr('验证码', 'Verification code')}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      {kind === 'card' && (
        <TextField
          label={tr('会员卡号', 'Card number')}
          value={values.card_no}
          onChange={set('card_no')}
          error={errors.card_no}
        />
      )}
      <TextField label={tr('备注', 'Remark')} value={values.remark} onChange={set('remark')} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-pm3 bg-primary px-4 py-2 text-white disabled:opacity-60"
      >
        {tr('提交', 'Submit')}
      </button>
      <p className="text-xs text-slate-500">
        {tr(
          '无网络时也可提交：先保存在本机，联网后自动发送且只发送一次。',
          'Works offline: kept on this device and sent once the network is back, exactly once.',
        )}
      </p>
    </form>
  )
}
