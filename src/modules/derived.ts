// The one derivation of the manifests, shared by route-tree.ts, registry.ts and the app's router.
import { deriveModules } from './derive.ts'
import { manifests } from './manifests.ts'

export const derived = deriveModules(manifests)
