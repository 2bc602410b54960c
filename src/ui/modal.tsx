import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogPanel, DialogTitle } from './headless.tsx'

/** A centred dialog over a dimmed page, with its title. */
export function Modal({
  open,
  onClose,
  title,
  size = 'max-w-2xl',
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  size?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className={`relative max-h-[90vh] w-full ${size} overflow-y-auto rounded-lg bg-white p-6 shadow-xl`}
        >
          <DialogTitle className="mb-4 pr-8 text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {children}
          {/* Last in the panel, so Tab still reaches the dialog's first field first; shown at its top
              right. A tablet at the till has no Escape key, and a tap beside a dialog is easy to miss. */}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="absolute right-3 top-3 rounded-pm3 px-2 py-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <i className="ri-close-line text-xl" aria-hidden="true" />
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** A dialog that is one form: Enter or its submit button runs `onSubmit`, and the page stays put. */
export function FormModal({
  onSubmit,
  spacing = 'space-y-3',
  children,
  ...modal
}: Omit<Parameters<typeof Modal>[0], 'children'> & {
  onSubmit: () => unknown
  /** The gap between the form's rows. */
  spacing?: string
  children: ReactNode
}) {
  return (
    <Modal {...modal}>
      <form
        className={spacing}
        onSubmit={(e) => {
          e.preventDefault()
          void onSubmit()
        }}
      >
        {children}
      </form>
    </Modal>
  )
}
