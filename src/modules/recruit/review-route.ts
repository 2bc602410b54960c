// The review page's route facts, declared once: the menu and tab read them from the manifest, the
// page's heading from here (it lists job notices, yet is not "发布招聘").
import { reviewRouteWords } from './words.text.ts'

export const reviewRoute = {
  path: '/recruit/guan',
  title: reviewRouteWords.reviewRoute.title,
  icon: 'checkbox-multiple-line',
}
