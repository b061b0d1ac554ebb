import { useSyncExternalStore } from 'react';
import { onMessages, sharedCatalogJoined } from './index';

/**
 * Re-renders the caller when @hotel/shared's own catalog joins the page: for a part that shows its
 * words (sharedText), whose catalog comes on the guest's first interaction (docs/architecture.md §15).
 */
export function useMessages(): void {
  useSyncExternalStore(onMessages, sharedCatalogJoined, sharedCatalogJoined);
}
