// The words the study module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const studyModuleWords = {
  studyModule: {
    group: {
      title: bilingual('培训', 'Training'),
    },
    routes: {
      '/studmkdinfo': {
        title: bilingual('知识详情', 'Knowledge detail'),
      },
    },
  },
} satisfies TextTree

/** The words of study.resource.ts. */
export const studyWords = {
  studyPoints: {
    title: bilingual('知识点', 'Knowledge points'),
    fields: {
      name: bilingual('知识点', 'Point'),
      parent: bilingual('上级知识点', 'Parent'),
      sort: bilingual('排序', 'Order'),
      summary: bilingual('简介', 'Summary'),
    },
  },
  studyNotes: {
    title: bilingual('课程知识管理', 'Course knowledge'),
    fields: {
      title: bilingual('标题', 'Title'),
      point: bilingual('知识点', 'Point'),
      tags: bilingual('标签', 'Tags'),
      body: bilingual('正文（Markdown）', 'Body (Markdown)'),
    },
    published: {
      status: bilingual('公开', 'Public'),
    },
    draft: {
      status: bilingual('草稿', 'Draft'),
    },
  },
  studyExercises: {
    title: bilingual('知识习题', 'Exercises'),
    fields: {
      note: bilingual('所属知识', 'Note'),
      question: bilingual('题目', 'Question'),
      option_a: bilingual('选项 A', 'Option A'),
      option_b: bilingual('选项 B', 'Option B'),
      option_c: bilingual('选项 C', 'Option C'),
      option_d: bilingual('选项 D', 'Option D'),
      answer: bilingual('答案', 'Answer'),
      explain: bilingual('解析', 'Explanation'),
      sort: bilingual('排序', 'Order'),
    },
    options: {
      answer: {
        a: bilingual('A', 'A'),
        b: bilingual('B', 'B'),
        c: bilingual('C', 'C'),
        d: bilingual('D', 'D'),
      },
    },
  },
  studyPlans: {
    title: bilingual('课程计划评价', 'Course plans'),
    fields: {
      name: bilingual('课程名称', 'Course'),
      teacher: bilingual('讲师', 'Teacher'),
      start_date: bilingual('开始日期', 'Starts'),
      end_date: bilingual('结束日期', 'Ends'),
      hours: bilingual('学时', 'Hours'),
      score: bilingual('评价得分', 'Rating'),
      remark: bilingual('评价', 'Review'),
    },
  },
} satisfies TextTree
