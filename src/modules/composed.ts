// The composed route tree for the few module files the manifests themselves import (the system
// module's switch and access-code labels): derived.ts fills it once, so those files read the tree at
// call time without an import cycle (system.commands → site-settings → derived → manifests → system).
import type { RouteGroup } from '../auth/route-types.ts'

export const composed: { routeTree: readonly RouteGroup[] } = { routeTree: [] }
