// The review page's route facts, declared once: the menu and tab read them from the manifest, the
// page's heading from here (it lists job notices, yet is not "发布招聘").
export const reviewRoute = {
  path: '/recruit/guan',
  title: { zh: '招聘审核', en: 'Review notices' },
  icon: 'checkbox-multiple-line',
}
