import { currentLocale, LANGUAGE_CHOICE_KEY, LOCALE_NAMES, LOCALES, localePath, t } from '@hotel/shared';
import { useLocation } from 'react-router-dom';
import styles from './TopBar.module.css';

/**
 * EN | ES in the top bar (docs/product.md §2, "Languages"): each a plain link to this page and its
 * query (the stay) in that language, so switching is a page load in it (docs/architecture.md §15);
 * the choice is remembered, so a later unprefixed visit opens in it. In the `choices` chunk, after
 * the first content (./Choices.tsx).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const current = currentLocale();
  return (
    <nav className={className} aria-label={t('shell.language.label')}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={localePath(pathname, locale) + search + hash}
          hrefLang={locale}
          lang={locale}
          className={locale === current ? `${styles.languageLink} ${styles.active}` : styles.languageLink}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => rememberLanguage(locale)}
        >
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className={styles.srOnly}>{LOCALE_NAMES[locale]}</span>
        </a>
      ))}
    </nav>
  );
}

/** The guest's choice, for a later unprefixed visit (main.js reads it: startup/language.ts). */
export function rememberLanguage(locale: string): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // storage refused (private mode): the URL still says the language
  }
}
