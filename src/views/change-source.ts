// Where a change in a record's history came from, in words: this device, or whose device and which
// (its browser and system from its last sign-in), not the device's id.
import type { TFunction } from 'i18next'
import type { HistoryEntry } from '../api/record-history.ts'

/** How many characters of an unknown device's id tell two such devices apart. */
const SHORT_ID = 6

export function changeSource(
  h: Pick<HistoryEntry, 'device' | 'deviceLabel' | 'user'>,
  thisDevice: string,
  t: TFunction,
): string {
  if (!h.device) return ''
  if (h.device === thisDevice) return t('edits.thisDevice')
  const device = h.deviceLabel || h.device.slice(0, SHORT_ID)
  return t('edits.theirDevice', { name: h.user.name, device })
}
