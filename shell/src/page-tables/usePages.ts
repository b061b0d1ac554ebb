import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PagesState, PageTables } from '../startup/pageTables';

/** The page load's page tables (startup/startEarly.ts), given by the app. */
export const PagesContext = createContext<PageTables | null>(null);

/** The page tables of this page load. */
export function usePageTables(): PageTables {
  const tables = useContext(PagesContext);
  if (!tables) throw new Error('No PagesContext provider: wrap the app in <PagesContext value={early.pages}>.');
  return tables;
}

/** The pages learned so far (re-renders as each remote's table comes in). */
export function usePages(): PagesState {
  const tables = usePageTables();
  return useSyncExternalStore(tables.subscribe, tables.state);
}
