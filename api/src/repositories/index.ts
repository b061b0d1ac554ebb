// Every SQL statement the routes need, one repository per resource (api/README.md, "Layout"). Routes
// call `app.repos.<resource>.<verb>(…)` and never see SQL or a transaction.
import type { Database } from '../db/index';
import { bookingsRepository } from './bookings';
import { auditRepository } from './audit';
import { contactRepository } from './contact';
import { hotelRepository } from './hotel';
import { inboxRepository } from './inbox';
import { moderationRepository } from './moderation';
import { photosRepository } from './photos';
import { ratesRepository } from './rates';
import { promotionsRepository } from './promotions';
import { exchangeRatesRepository } from './exchangeRates';
import { reportsRepository } from './reports';
import { housekeepingRepository } from './housekeeping';
import { roomEditorRepository } from './roomEditor';
import { staffBookingsRepository } from './staffBookings';
import { stayStatesRepository } from './stayStates';
import { healthRepository } from './health';
import { reviewsRepository } from './reviews';
import { roomDatesRepository } from './roomDates';
import { roomsRepository } from './rooms';
import { mailRepository } from './mail';
import { ownersRepository } from './owners';
import { remoteLoadsRepository } from './remoteLoads';
import { partnersRepository } from './partners';
import { webhooksRepository } from './webhooks';
import { createWrite, type WriteLog, type WritePartners } from './write';

/**
 * `changed` runs after a write that changed what rooms show has committed; `timeZone` is the hotel's
 * (the day of a review's `date`); `mailed` runs after a write that queued an e-mail has committed;
 * `log` hears what a write let pass (an e-mail sent without its calendar file); `partners` signs
 * receipts and wakes the webhook sender (./write.ts).
 */
export function createRepositories(
  db: Database,
  changed: () => void,
  timeZone: string,
  mailed?: () => void,
  log?: WriteLog,
  partners?: WritePartners,
) {
  const write = createWrite(db, changed, mailed, log, partners);
  return {
    rooms: roomsRepository(db, timeZone),
    roomDates: roomDatesRepository(db),
    bookings: bookingsRepository(db, write),
    owners: ownersRepository(db),
    reviews: reviewsRepository(db, write, timeZone),
    contact: contactRepository(write),
    health: healthRepository(db),
    // The front desk's (staff routes): each write holds its audit row.
    roomEditor: roomEditorRepository(write),
    staffBookings: staffBookingsRepository(write),
    stayStates: stayStatesRepository(write),
    hotel: hotelRepository(db),
    inbox: inboxRepository(db, write),
    moderation: moderationRepository(db, write, timeZone),
    audit: auditRepository(db),
    mail: mailRepository(db),
    partners: partnersRepository(db, write),
    webhooks: webhooksRepository(db),
    rates: ratesRepository(db, write),
    promotions: promotionsRepository(db, write),
    exchangeRates: exchangeRatesRepository(db, write),
    remoteLoads: remoteLoadsRepository(db),
    reports: reportsRepository(db, timeZone),
    housekeeping: housekeepingRepository(db, write),
    photos: photosRepository(db, write),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
