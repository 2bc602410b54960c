// PM3's one button look. Boxed variants take the theme's corner (`rounded-pm3`), so the theme
// drawer's radius setting reaches every button; `className` is for layout only (w-full, flex-1, ml-auto),
// and on a link for the size of its word.
import type { ComponentProps } from 'react'

const VARIANT = {
  /** The screen's main action. */
  primary: 'rounded-pm3 bg-primary text-white not-disabled:hover:bg-primary/90',
  /** A secondary action beside it: cancel, print, the till's shift keys. */
  outline:
    'rounded-pm3 border border-slate-300 not-disabled:hover:border-primary not-disabled:hover:text-primary',
  /** A secondary action that still wants the theme's colour (send a code, pick a member). */
  'primary-outline': 'rounded-pm3 border border-primary text-primary not-disabled:hover:bg-primary/5',
  /** Back or close beside a boxed action, drawn without a box. */
  quiet: 'rounded-pm3 text-slate-600 not-disabled:hover:bg-slate-100',
  /** An action that refuses or removes. */
  danger: 'rounded-pm3 border border-red-300 text-red-600 not-disabled:hover:bg-red-50',
  /** A quiet action written as a word in a row or a sentence. */
  link: 'text-primary not-disabled:hover:underline',
  /** The same word for removing or refusing (delete, clear, withdraw). */
  'danger-link': 'text-red-600 not-disabled:hover:underline',
} as const

const SIZE = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-4 py-3 text-lg',
} as const

export type ButtonVariant = keyof typeof VARIANT
export type ButtonSize = keyof typeof SIZE

/** The look alone, for what must be another element but look like a button: a link, a `summary`. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  const look = variant.endsWith('link') ? VARIANT[variant] : `${VARIANT[variant]} ${SIZE[size]}`
  return `${look} disabled:opacity-50`
}

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  type?: 'button' | 'submit'
}) {
  const look = buttonClass(variant, size)
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />
}
