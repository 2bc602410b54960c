// Site-info changes this device made and the server has not answered yet. Site info is fetched again
// at each start and on reconnect; that answer may cross the save on the wire (sent before the queued
// save arrived), and stored whole it would bring back a menu group the admin had just switched off.
import type { SiteInfo } from './site-info.ts'

let unconfirmed: Record<string, unknown> = {}
let answers = 0

export const siteEdits = {
  /** Keys a save changed on the device: they hold over fetched copies until the server answers. */
  madeHere(values: Record<string, unknown>): void {
    unconfirmed = { ...unconfirmed, ...values }
  },
  /** The server answered a save with the whole site info, which the session now holds. */
  answered(): void {
    unconfirmed = {}
    answers++
  },
  /** How many saves the server has answered: a fetch sent before the latest answer is older than it. */
  answers: () => answers,
  over: (fetched: SiteInfo): SiteInfo => ({ ...fetched, ...unconfirmed }) as SiteInfo,
}
