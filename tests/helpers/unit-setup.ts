// Unit tests run beside the integration and browser suites on two cores: a lazily loaded part (the
// dialogs' Headless UI) can take seconds to arrive under that load, past Testing Library's 1 s default
// for findBy/waitFor. What a test waits for is unchanged; only how long it may take.
import 'fake-indexeddb/auto'
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10_000 })
