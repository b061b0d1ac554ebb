// The e-mails' words (docs/architecture.md §15): the mail catalog (./messages/<lang>.json, ICU),
// owned by the API and checked as the front ends' are (test/mail-languages.test.ts).
import { speaker } from '../lib/words';
import en from './messages/en.json';
import es from './messages/es.json';

export const MAIL_CATALOGS = { en, es };

/** A mail message in the guest's language, with its values. */
export const mailSay = speaker(MAIL_CATALOGS);
