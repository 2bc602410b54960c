// Every resource of PM3, in one list, derived from the module manifests (manifests.ts): the Dexie
// schema, the server tables, routes and menus read it. The composing code (src/app, the workers,
// the service worker, the server) hands `catalogue` to the data and sync layers.
import type { Catalogue } from '../data/catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { derived } from './derived.ts'
import { attachmentHolders, workflowCommands } from './module-behaviour.ts'

export const resources: readonly AnyResource[] = derived.resources

export function resourceByName(name: string): AnyResource | undefined {
  return resources.find((r) => r.name === name)
}

export const catalogue: Catalogue = {
  resources,
  commands: workflowCommands,
  attachmentHolders,
}
