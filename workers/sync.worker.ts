// The sync worker: a thin comlink entry over src/sync. It may import src/sync, src/data, src/api,
// src/resources and module declarations, never page code (tools/check-deps.mjs).
import * as Comlink from 'comlink'
import { endOnRequest } from '../src/data/sync-worker-end.ts'
import { guardTransactions } from '../src/data/transaction-guard.ts'
import { catalogue } from '../src/modules/registry.ts'
import { createSyncWorkerApi } from '../src/sync/worker-api.ts'

// Before any database opens (Dexie opens on first use): every transaction of this worker is known.
endOnRequest(guardTransactions())
Comlink.expose(createSyncWorkerApi(catalogue), self)
