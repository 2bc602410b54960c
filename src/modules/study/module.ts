// Training (spec §2 /study): knowledge notes, points, exercises and course plans at the absolute
// paths the spec writes; and the visitor knowledge pages.
import { defineModule, numberedGroup, page } from '../define-module.ts'
import { studyExercises, studyNotes, studyPlans, studyPoints } from './study.resource.ts'
import { studyModuleWords } from './words.text.ts'

export const studyModule = defineModule({
  name: 'study',
  group: numberedGroup(190, {
    path: '/study',
    title: studyModuleWords.studyModule.group.title,
    icon: 'graduation-cap-line',
  }),
  routes: [
    studyNotes,
    { resource: studyPoints, hidden: true },
    {
      path: '/studmkdinfo',
      title: studyModuleWords.studyModule.routes['/studmkdinfo'].title,
      icon: 'article-line',
      hidden: true,
      // The note the visitor pages show (/pubmkdinfo?id=…), here inside the shell for staff.
      page: page('./note-page.tsx', 'NotePage'),
    },
    { resource: studyExercises, hidden: true },
    studyPlans,
  ],
  resources: [studyPoints, studyNotes, studyExercises, studyPlans],
  redirects: {
    '/study/studymkd': '/studymkd',
    '/study/studmkdlist': '/studmkdlist',
    '/study/studmkdinfo': '/studmkdinfo',
    '/study/studmkdxiti': '/studmkdxiti',
    '/study/studylist': '/studylist',
  },
  publicPages: page('./study.pages.tsx', 'notePages'),
})
