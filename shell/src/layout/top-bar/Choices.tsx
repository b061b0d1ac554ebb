import { currentLocale } from '@hotel/shared';
import { useEffect } from 'react';
import { CurrencyPicker } from '../../currency/CurrencyPicker';
import { useAlternates } from '../../navigation/useAlternates';
import { LanguageSwitch, rememberLanguage } from './LanguageSwitch';
import styles from './TopBar.module.css';

/**
 * The top bar's choices (the language switch, the display currency) and the page's hreflang
 * alternates: none of it is content, so it is a chunk of its own (`choices`) that loads once the
 * first content is in, as the footer does (docs/architecture.md §15, "What waits for the first
 * content"). Crawlers read the alternates in the first view's HTML (§14).
 */
export function BarChoices() {
  useAlternates();
  // The page's language is the guest's choice from now on (a shared /es/ link, or the browser's
  // languages on a first visit): remembered here, after the first content, so main.js only reads
  // it (startup/language.ts).
  useEffect(() => rememberLanguage(currentLocale()), []);
  return (
    <>
      <LanguageSwitch className={styles.language} />
      <CurrencyPicker className={styles.currency} />
    </>
  );
}
