// The core offline scenarios in WebKit (WebKitGTK 2.50 under a virtual display, or WPE 2.38 with
// PM3_WEBKIT=wpe), over classic WebDriver. Opt-in (PM3_WEBKIT=gtk|wpe): in both WebKits a full
// navigation now and then finds the previous page's sync-worker write transaction still open, so
// the next page's first write waits for ever and the page stays blank — a WebKit defect PM3 does not
// yet get round (README, Engines). Four of the five scenarios pass; run it to see where it stands.
import { describe } from 'vitest'
import { coreScenarios } from '../helpers/engines/core-scenarios.ts'
import { launchWebKit, WEBKIT_PORT, webkitInstalled } from '../helpers/engines/webkit.ts'

const wanted = Boolean(process.env.PM3_WEBKIT)
if (wanted && !webkitInstalled())
  throw new Error(
    `WebKit not found (${WEBKIT_PORT.driver}): run  apt-get install -y webkit2gtk-driver xvfb xauth`,
  )

describe.skipIf(!wanted)(`${WEBKIT_PORT.name} (opt-in: PM3_WEBKIT=gtk|wpe)`, () => {
  coreScenarios(launchWebKit)
})
