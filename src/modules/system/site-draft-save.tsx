// The foot of the two site-info pages (/site/sitesettings, /web/webset): the messages of the last
// refusal and the save button, enabled while there are unsaved edits.
import { useTranslation } from 'react-i18next'
import { FormError, SaveBar } from '../../ui/form-parts.tsx'
import type { useSiteDraft } from './save-site-patch.ts'
import { systemText } from './system.text.ts'

export function SiteDraftSave({
  edits,
  mayEdit = true,
}: {
  edits: Omit<ReturnType<typeof useSiteDraft>, 'change'>
  mayEdit?: boolean
}) {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  return (
    <>
      <FormError messages={edits.messages} />
      {mayEdit && (
        <SaveBar
          label={tx('translation:form.save')}
          savedLabel={tx('saved')}
          saved={edits.saved}
          disabled={Object.keys(edits.draft).length === 0}
          onSave={() => void edits.save()}
        />
      )}
    </>
  )
}
