// The pieces every PM3 form ends with: the error box, the submit button, a dialog's cancel/save row
// and a page's save bar with its "saved" note.

import { Button } from './button.tsx'

/** Nothing when there is nothing to say; one alert with every message otherwise. */
export function FormError({ messages }: { messages: readonly string[] | string | null | undefined }) {
  const text = typeof messages === 'string' ? messages : (messages ?? []).join('；')
  if (!text) return null
  return (
    <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
      {text}
    </p>
  )
}

/** A dialog form's end: the error box, then one full-width button that sends the form. */
export function FormEnd({
  error,
  label,
  busy = false,
}: {
  error: readonly string[] | string | null | undefined
  label: string
  busy?: boolean
}) {
  return (
    <>
      <FormError messages={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {label}
      </Button>
    </>
  )
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <Button type="submit" disabled={busy} className="w-full">
      {busy ? busyLabel : label}
    </Button>
  )
}

/** A dialog's last row: cancel, then the main action, which sends the form unless `onSave` is given. */
export function DialogButtons({
  cancel,
  save,
  onCancel,
  onSave,
  disabled,
}: {
  cancel: string
  save: string
  onCancel: () => void
  onSave?: () => void
  disabled?: boolean
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type={onSave ? 'button' : 'submit'} disabled={disabled} onClick={onSave}>
        {save}
      </Button>
    </div>
  )
}

export function SaveBar(props: {
  label: string
  savedLabel: string
  saved: boolean
  disabled: boolean
  onSave: () => void
}) {
  return (
    <div className="flex items-center gap-3">
      <Button disabled={props.disabled} onClick={props.onSave}>
        {props.label}
      </Button>
      {props.saved && (
        <span role="status" className="text-sm text-slate-500">
          {props.savedLabel}
        </span>
      )}
    </div>
  )
}

/** A labelled one-line input, the label above it, as every small dialog of the till asks. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  placeholder,
  autoComplete,
  autoFocus,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password'
  inputMode?: 'decimal' | 'text'
  placeholder?: string
  autoComplete?: string
  /** Where the dialog's focus starts (Headless UI honours it on open). */
  autoFocus?: boolean
}) {
  return (
    <label className="block text-sm">
      {label}
      <input
        // biome-ignore lint/a11y/noAutofocus: a dialog's first field, opened by the user
        autoFocus={autoFocus}
        type={type}
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5"
      />
    </label>
  )
}
