/** The one look of a text input across forms, the till and the lock screen. */
export const inputClass =
  'block w-full rounded-pm3 border border-slate-300 px-3 py-2 text-sm text-slate-900 outline-none focus:border-primary focus:ring-2 focus:ring-brand/40 aria-[invalid]:border-red-500 disabled:bg-slate-50'
