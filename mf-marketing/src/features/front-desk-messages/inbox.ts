// The inbox's rules as plain functions (docs/product.md "Front desk", "Messages"): its filters in
// the URL query, the labels.
import {
  INQUIRY_TYPES,
  MESSAGE_STATES,
  type InboxMessage,
  type InboxQuery,
  type InquiryType,
  type MessageState,
} from '@hotel/shared';

/** The query names of the filters: `/hotel/messages?type=events&state=new`. */
export const FILTER_PARAMS = { type: 'type', state: 'state' } as const;

export const STATE_LABELS: Readonly<Record<MessageState, string>> = { new: 'New', read: 'Read', handled: 'Handled' };

/** The filters a URL query asks for; a value that is not one of ours is no filter. */
export function filtersOf(search: URLSearchParams): InboxQuery {
  const type = search.get(FILTER_PARAMS.type);
  const state = search.get(FILTER_PARAMS.state);
  const query: InboxQuery = {};
  if (INQUIRY_TYPES.some((t) => t.value === type)) query.type = type as InquiryType;
  if ((MESSAGE_STATES as readonly (string | null)[]).includes(state)) query.state = state as MessageState;
  return query;
}

export const inquiryLabel = (type: InquiryType): string => INQUIRY_TYPES.find((t) => t.value === type)?.label ?? type;

/** Newest first (the API's order; kept here too, so a changed answer never reorders the desk). */
export const newestFirst = (a: InboxMessage, b: InboxMessage) => b.createdAt.localeCompare(a.createdAt);

/** When a message came in, in the hotel's time zone: "Nov 26, 2026, 9:05 AM". */
export const receivedAt = (iso: string, timeZone?: string): string => {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
};
