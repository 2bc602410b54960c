// Recruitment (spec §2 /recruit): notices and their review, and the shows that present them.
import { defineModule, page } from '../define-module.ts'
import { jobPosts } from './recruit.resource.ts'
import { reviewRoute } from './review-route.ts'
import { recruitShows } from './shows.resource.ts'
import { recruitModuleWords } from './words.text.ts'

export const recruitModule = defineModule({
  name: 'recruit',
  group: {
    path: '/recruit',
    title: recruitModuleWords.recruitModule.group.title,
    icon: 'user-search-line',
    access: { switch: 'sel750' },
  },
  routes: [jobPosts, { ...reviewRoute, page: page('./review-page.tsx', 'RecruitReviewPage') }, recruitShows],
  resources: [jobPosts, recruitShows],
})
