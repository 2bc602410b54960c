// Projects (spec §2 /proj): projects, contracts, subcontracts, suppliers, client units, structure.
import { defineModule, numberedGroup } from '../define-module.ts'
import { clientUnits, projectContracts, subcontracts, suppliers } from './contracts.resource.ts'
import { projects, projPosts } from './projects.resource.ts'
import { projectsModuleWords } from './words.text.ts'

export const projectsModule = defineModule({
  name: 'projects',
  group: numberedGroup(100, {
    path: '/proj',
    title: projectsModuleWords.projectsModule.group.title,
    icon: 'building-2-line',
  }),
  routes: [
    projects,
    projectContracts,
    subcontracts,
    suppliers,
    { resource: clientUnits, hidden: true },
    projPosts,
  ],
  resources: [projects, projPosts, clientUnits, suppliers, projectContracts, subcontracts],
})
