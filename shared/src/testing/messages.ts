// Test support (Node): every front end's catalogs as the page would have them registered, so a
// component test reads the words a guest reads (docs/architecture.md §15), compiled as the build
// compiles them (tools/webpack/loaders/messages-loader.cjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { activateLocale, type CompiledMessage, type Locale } from '../i18n';

const ROOT = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FRONT_ENDS } = require('../../../tools/stack/parts.cjs') as { FRONT_ENDS: { pkg: string }[] };

/** One front end's catalog of a language (`shell`, `mf-catalog`, …). */
export function catalogOf(pkg: string, locale: Locale): Record<string, string> {
  const file = path.join(ROOT, pkg, 'src', 'messages', `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The page speaks `locale`, with @hotel/shared's and every front end's catalog of it (the setup speaks English). */
export function speak(locale: Locale): void {
  const catalog = Object.assign({}, ...['shared', ...FRONT_ENDS.map((f) => f.pkg)].map((pkg) => catalogOf(pkg, locale))) as Record<string, string>;
  activateLocale(locale, Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessage])));
}
