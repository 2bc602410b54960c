/** The Background Sync tag the page registers while the outbox holds entries. */
export const BACKGROUND_SYNC_TAG = 'pm3-outbox'
