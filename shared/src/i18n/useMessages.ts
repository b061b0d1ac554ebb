import { useSyncExternalStore } from 'react';
import { catalogsJoined, onMessages } from './index';

/**
 * Re-renders the caller whenever a catalog joins the page: for a part that shows @hotel/shared's
 * words (sharedText), whose catalog comes after the page's first content (docs/architecture.md §15).
 */
export function useMessages(): void {
  useSyncExternalStore(onMessages, catalogsJoined, catalogsJoined);
}
