// The core offline scenarios in WebKit, over classic WebDriver: WebKitGTK 2.50 under a virtual
// display by default (in `npm test`), or WPE 2.38 with PM3_WEBKIT=wpe. WebKit freezes a page it keeps
// in the back/forward cache with its IndexedDB transactions open; the page now ends them on
// `pagehide` (src/data/page-cache-guard.ts), or the next page's first write waited for ever.
import { coreScenarios } from '../helpers/engines/core-scenarios.ts'
import { launchWebKit, WEBKIT_PORT, webkitInstalled } from '../helpers/engines/webkit.ts'

if (!webkitInstalled())
  throw new Error(
    `WebKit not found (${WEBKIT_PORT.driver}): run  apt-get install -y webkit2gtk-driver xvfb xauth`,
  )

// WebKit grants no persistent storage: PM3 says so, and tells the user when the data was emptied.
coreScenarios(launchWebKit, { storagePersisted: false })
