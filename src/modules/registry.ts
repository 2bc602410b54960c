// Every resource of PM3, in one list: the Dexie schema, the server tables, routes and menus read it.
import type { AnyResource } from '../resources/define-resource.ts'
import { departments } from './hr/departments.resource.ts'
import { staff } from './hr/staff.resource.ts'

export const resources: readonly AnyResource[] = [departments, staff]

export function resourceByName(name: string): AnyResource | undefined {
  return resources.find((r) => r.name === name)
}
