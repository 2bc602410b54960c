import { type Control, type UseFormRegister, useController } from 'react-hook-form'
import type { Language } from '../api/error-catalogue.ts'
import { fenOrNaN } from '../lib/money-input.ts'
import type { Field } from '../resources/fields.ts'
import { inLanguage } from '../resources/text.ts'
import { inputClass } from '../ui/input-class.ts'
import { type PickerOption, SearchablePicker } from '../ui/searchable-picker.tsx'

interface Props {
  name: string
  field: Field
  lang: Language
  error?: string
  /** A note under the control (why it cannot be changed here). */
  hint?: string | undefined
  // biome-ignore lint/suspicious/noExplicitAny: the generic form's values are keyed by declared field names
  register: UseFormRegister<any>
  refOptions: (resource: string) => { id: string; label: string }[]
  /** The form's control: with it, a long reference list is a searchable picker (pinyin initials too). */
  // biome-ignore lint/suspicious/noExplicitAny: as register
  formControl?: Control<any>
}

/** One form control per field kind; money is typed in yuan and kept in integer fen. */
export function FieldInput({ name, field, lang, error, hint, register, refOptions, formControl }: Props) {
  const id = `field-${name}`
  const label = inLanguage(field.label, lang)
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    disabled: field.readOnly,
    className: inputClass,
  }
  let control: React.ReactNode
  switch (field.kind) {
    case 'money':
      control = (
        <input
          {...common}
          inputMode="decimal"
          {...register(name, {
            setValueAs: fenOrNaN,
          })}
        />
      )
      break
    case 'int':
      control = <input {...common} type="number" {...register(name, { valueAsNumber: true })} />
      break
    case 'bool':
      control = <input {...common} type="checkbox" className="h-4 w-4" {...register(name)} />
      break
    case 'date':
      control = <input {...common} type="date" {...register(name)} />
      break
    case 'month':
      // Browsers without a month picker (Firefox, Safari) show a text box; the hint says the form.
      control = <input {...common} type="month" placeholder="2026-11" {...register(name)} />
      break
    case 'enum':
      control = (
        <select {...common} {...register(name)}>
          {Object.entries(field.options).map(([value, text]) => (
            <option key={value} value={value}>
              {inLanguage(text, lang)}
            </option>
          ))}
        </select>
      )
      break
    case 'ref': {
      const options = refOptions(field.resource)
      if (formControl) {
        control = <RefPicker name={name} control={formControl} options={options} common={common} />
        break
      }
      // The form writes a record's value into the control once, when it registers it: a control
      // drawn before its options had loaded showed "—". Drawn again when they arrive, it shows the value.
      control = (
        <select key={options.length} {...common} {...register(name)}>
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )
      break
    }
    case 'text':
      control = field.multiline ? (
        <textarea {...common} rows={3} {...register(name)} />
      ) : (
        <input {...common} {...register(name)} />
      )
      break
    default:
      control = <input {...common} {...register(name)} />
  }
  return (
    <div className="flex-1">
      {/* The star is drawn, not written: the field's name is its label alone ("姓名", not "*姓名"),
          and a screen reader hears "required" from the control. */}
      <label
        htmlFor={id}
        className={`mb-1 block text-sm font-medium text-slate-700 ${field.required ? "before:mr-0.5 before:text-red-500 before:content-['*']" : ''}`}
      >
        {label}
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}

/** A reference held by the form as a value, so a typed-into picker can set it. */
function RefPicker({
  name,
  control,
  options,
  common,
}: {
  name: string
  // biome-ignore lint/suspicious/noExplicitAny: as register
  control: Control<any>
  options: PickerOption[]
  common: {
    id: string
    disabled: boolean | undefined
    className: string
    'aria-invalid': boolean | undefined
    'aria-required': boolean | undefined
    'aria-describedby': string | undefined
  }
}) {
  const { field } = useController({ name, control })
  return (
    <SearchablePicker
      {...common}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      options={options}
      empty="—"
    />
  )
}
