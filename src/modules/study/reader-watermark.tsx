// The watermark of the public note pages (issue 23): who reads — the signed-in user's name, or the
// visitor and this device's short id — and when, over the note, its exercises and a knowledge point.

import { useTranslation } from 'react-i18next'
import { session } from '../../auth/session-store.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { Watermark } from '../../ui/watermark.tsx'
import { studyText } from './study.text.ts'

function reader(visitor: string): string {
  const user = session.userInfo()
  if (user) return user.nickname || user.username
  return `${visitor} ${session.visitorId().slice(-6)}`
}

export function ReaderWatermark() {
  const { t } = useTranslation(studyText.ns)
  return <Watermark text={`${reader(t('note.visitor'))} · ${formatCompanyTime(Date.now()).slice(0, 16)}`} />
}
