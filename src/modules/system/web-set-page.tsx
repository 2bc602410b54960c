// /web/webset: the company website's details kept in site info (company, title, contact, ICP, about).
// Everyone with the website module reads them; system administrators (900) edit them through the outbox.

import { useTranslation } from 'react-i18next'
import { mayAccess, subjectOf } from '../../auth/access.ts'
import { useSession } from '../../auth/use-session.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage } from '../../resources/text.ts'
import { inputClass } from '../../ui/input-class.ts'
import { LoadingNote } from '../../ui/loading-note.tsx'
import { PageTitle } from '../../views/page-title.tsx'
import { useSiteDraft } from './save-site-patch.ts'
import { SiteDraftSave } from './site-draft-save.tsx'
import { WEB_FIELDS, type WebField } from './site-settings.ts'
import { saveSiteSettings } from './system.commands.ts'
import { systemText } from './system.text.ts'

export function WebSetPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const { site, user } = useSession()
  const edits = useSiteDraft<WebField>()
  const { draft, change } = edits
  if (!site) return <LoadingNote />
  // The save's own access, by the one rule (the server refuses by the same).
  const mayEdit = mayAccess(saveSiteSettings.access, subjectOf(user), site as Record<string, unknown>)
  const stored = site as unknown as Record<string, unknown>
  const value = (k: WebField) => String(draft[k] ?? stored[k] ?? '')

  return (
    <section className="max-w-3xl space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <PageTitle visible />
      {!mayEdit && <p className="text-sm text-slate-500">{tx('readOnly')}</p>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(Object.keys(WEB_FIELDS) as WebField[]).map((name) => {
          const field: { label: { zh: string; en: string }; max: number; multiline?: boolean } =
            WEB_FIELDS[name]
          const common = {
            className: inputClass,
            value: value(name),
            maxLength: field.max,
            readOnly: !mayEdit,
            onChange: (e: { target: { value: string } }) => change(name, e.target.value),
          }
          return (
            <div key={name} className={`block text-sm ${field.multiline ? 'sm:col-span-2' : ''}`}>
              <label htmlFor={`webset-${name}`} className="mb-1 block text-slate-700">
                {inLanguage(field.label, lang)}
              </label>
              {field.multiline ? (
                <textarea id={`webset-${name}`} rows={6} {...common} />
              ) : (
                <input id={`webset-${name}`} {...common} />
              )}
            </div>
          )
        })}
      </div>
      <SiteDraftSave edits={edits} mayEdit={mayEdit} />
    </section>
  )
}
