import { useSyncExternalStore } from 'react';
import { pagesState, subscribePages, type PagesState } from './pageTables';

/** The pages learned so far (re-renders as each remote's table comes in). */
export const usePages = (): PagesState => useSyncExternalStore(subscribePages, pagesState);
