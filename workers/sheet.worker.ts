// The sheet worker: a thin comlink entry over src/data/sheet-jobs.ts (export and import of lists).
// It may import src/data, src/resources and module declarations, never page code (tools/check-deps.mjs).
import * as Comlink from 'comlink'
import { sheetJobs } from '../src/data/sheet-jobs.ts'

Comlink.expose(sheetJobs, self)
