// The words of attachment-upload.ts, zh and en side by side (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../resources/text.ts'

export const attachmentUploadWords = {
  GONE: bilingual(
    '待上传的附件已不在本设备上，请重新选择文件',
    'The file to upload is no longer on this device: choose it again',
  ),
} satisfies TextTree
