// @hotel/shared's own catalog (shared/src/messages/<lang>.json: MESSAGES, `shared.<key>`, and its UI
// parts, `shared.ui.*`), owned here rather than by the shell (docs/architecture.md §15). Import-free
// beyond the languages, so main.js can ask for it beside the shell's. Node (the API) imports the JSON
// itself (`@hotel/shared/messages/<lang>.json`, ICU text); the browser build compiles it as every catalog.
import type { Messages } from './index';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The page's catalog of @hotel/shared's words; English is their own words (MESSAGES), so nothing is fetched. */
export function loadSharedMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve({});
  return (import(/* webpackChunkName: "shared-messages-[request]" */ `../messages/${locale}.json`) as Promise<{ default: Messages }>).then((m) => m.default);
}
