// The watermark of the public note pages (issue 23): who reads — the signed-in user's name, or the
// visitor and this device's short id — and when, over the note, its exercises and a knowledge point.
import { session } from '../../auth/session-store.ts'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { Watermark } from '../../ui/watermark.tsx'

function reader(visitor: string): string {
  const user = session.userInfo()
  if (user) return user.nickname || user.username
  return `${visitor} ${session.visitorId().slice(-6)}`
}

export function ReaderWatermark() {
  const tr = useBilingual()
  return (
    <Watermark text={`${reader(tr('访客', 'Visitor'))} · ${formatCompanyTime(Date.now()).slice(0, 16)}`} />
  )
}
