// HR (spec §2 /staff): staff files and the organisation.
import { defineModule, numberedGroup } from '../define-module.ts'
import { departments } from './departments.resource.ts'
import { companies, posts, projectPostTypes, shops } from './organisation.resource.ts'
import { staff } from './staff.resource.ts'
import { hrModuleWords } from './words.text.ts'

export const hrModule = defineModule({
  name: 'hr',
  group: numberedGroup(400, { path: '/staff', title: hrModuleWords.hrModule.group.title, icon: 'team-line' }),
  routes: [staff, shops, posts, projectPostTypes, departments, companies],
  resources: [departments, staff, companies, shops, posts, projectPostTypes],
})
