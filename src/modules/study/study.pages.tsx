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
  '/pubmksou': <NotesSearchPage heading={['搜索知识笔记', 'Search knowledge notes']} />,
  '/pubmkdce': <SelfTestPage />,
  '/pubmy': <MyStudyPage />,
  '/mkdlist': <PointsPage />,
  '/mkdinfo': <PointDetailPage />,
  '/yunmkd': <NotesSearchPage heading={['知识云笔记', 'Knowledge cloud notes']} />,
}
