// The knowledge-note visitor pages, mounted by the router outside the session guard.
import type { PublicElements } from '../../auth/public-paths.ts'
import { ExercisesPage } from './exercises-page.tsx'
import { MyStudyPage, SelfTestPage } from './my-study-page.tsx'
import { NotePage } from './note-page.tsx'
import { NotesSearchPage } from './notes-search-page.tsx'
import { PointDetailPage, PointsPage } from './points-page.tsx'

export const notePages: PublicElements = {
  '/pubmkdinfo': <NotePage />,
  '/pubmkdxiti': <ExercisesPage />,
  '/pubmksou': <NotesSearchPage heading="title" />,
  '/pubmkdce': <SelfTestPage />,
  '/pubmy': <MyStudyPage />,
  '/mkdlist': <PointsPage />,
  '/mkdinfo': <PointDetailPage />,
  '/yunmkd': <NotesSearchPage heading="cloud" />,
}
