// The pieces every PM3 form ends with: the error box, the submit button, a dialog's cancel/save row
// and a page's save bar with its "saved" note.

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
      <button type="submit" disabled={busy} className="w-full rounded-pm3 bg-primary py-2 text-white">
        {label}
      </button>
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
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-pm3 bg-primary px-4 py-2 font-medium text-white hover:bg-primary/90 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  )
}

export function DialogButtons({
  cancel,
  save,
  onCancel,
}: {
  cancel: string
  save: string
  onCancel: () => void
}) {
  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        className="rounded-pm3 border border-slate-300 px-4 py-2 text-sm"
        onClick={onCancel}
      >
        {cancel}
      </button>
      <button type="submit" className="rounded-pm3 bg-primary px-4 py-2 text-sm font-medium text-white">
        {save}
      </button>
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
      <button
        type="button"
        disabled={props.disabled}
        onClick={props.onSave}
        className="rounded-pm3 bg-primary px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        {props.label}
      </button>
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
