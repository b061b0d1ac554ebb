import { todayIn, useLoad, useRuntimeConfig } from '@hotel/shared';
import { HOTEL_CURRENCY } from '@hotel/shared/currency';
import { ColumnHeads, frontDeskApi, Loading, LoadFailed, type PublishedRate } from '@hotel/shared/front-desk';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { deskStyles } from '../../ui/front-desk';
import styles from './FrontDeskExchangeRates.module.css';
import { PublishRateDialog } from './PublishRateDialog';

/** The seed's rates say so in their source (api/src/db/seed.ts): they stand out until replaced. */
const isDemo = (r: PublishedRate) => r.source.startsWith('Demo rates');

/** "0.9232", "156.37": as published, never rounded (guests' estimates use every digit). */
const rateText = (r: PublishedRate) => r.rate.toLocaleString('en-US', { maximumFractionDigits: 10 });

function RatesTable({ rates, caption, label, when }: { rates: PublishedRate[]; caption: string; label: string; when: (at: string) => string }) {
  return (
    // Focusable and named: on a phone the table scrolls sideways, by keyboard too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={deskStyles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className={deskStyles.visuallyHidden}>{caption}</caption>
        <ColumnHeads columns={['Currency', `1 ${HOTEL_CURRENCY} buys`, 'Date of the rate', 'Source', 'Published']} />
        <tbody>
          {rates.map((r) => (
            <tr key={r.id}>
              <td>{r.currency}</td>
              <td className={styles.num}>{rateText(r)}</td>
              <td className={styles.nowrap}>{r.date}</td>
              <td className={isDemo(r) ? styles.demo : undefined}>{r.source}</td>
              <td>
                <time dateTime={r.createdAt}>{when(r.createdAt)}</time> by {r.createdBy}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /hotel/exchange-rates (docs/product.md "Currencies"): the rate guests see per currency, with its
 * date and source, and every rate published, newest first; "Publish a rate" adds one (none is ever
 * changed). Prices are charged in USD: these only make the guests' estimates.
 */
export default function FrontDeskExchangeRatesPage() {
  const { hotelTimeZone } = useRuntimeConfig();
  const rates = useLoad('exchange-rates', () => frontDeskApi.exchangeRates());
  const [publishing, setPublishing] = useState(false);
  const when = (at: string) => new Date(at).toLocaleString('en-US', { timeZone: hotelTimeZone, dateStyle: 'medium', timeStyle: 'short' });
  const published = () => {
    setPublishing(false);
    rates.refresh();
  };
  const demo = rates.data?.current.some(isDemo);

  return (
    <div className={deskStyles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={deskStyles.title}>Exchange rates</h1>
          <p className={deskStyles.subtitle}>
            The hotel charges in {HOTEL_CURRENCY}. Guests who pick another currency see an estimate at the newest rate here, with its date and source.
          </p>
        </div>
        <button type="button" className={deskStyles.primary} disabled={!rates.data} onClick={() => setPublishing(true)}>
          <Plus aria-hidden="true" size={18} /> Publish a rate
        </button>
      </div>
      {rates.status === 'error' && <LoadFailed text="The exchange rates could not be loaded." onRetry={rates.reload} />}
      {rates.status === 'loading' && <Loading text="Loading the exchange rates…" />}
      {rates.data && (
        <>
          <section className={styles.section} aria-labelledby="fx-current">
            <h2 id="fx-current" className={styles.sectionTitle}>
              What guests see now
            </h2>
            {demo && <p className={styles.demo}>Some rates are the demo data’s: publish real ones before opening.</p>}
            {rates.data.current.length === 0 ? (
              <p className={deskStyles.muted}>No rate is published: guests see prices in {HOTEL_CURRENCY} only.</p>
            ) : (
              <RatesTable rates={rates.data.current} caption="The rate guests see, per currency" label="The current rates" when={when} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="fx-history">
            <h2 id="fx-history" className={styles.sectionTitle}>
              Every rate published
            </h2>
            <p className={deskStyles.muted}>Newest first. A booking keeps the rate its guest was shown.</p>
            {rates.data.history.length > 0 && (
              <RatesTable rates={rates.data.history} caption="Every rate published, newest first" label="The rates published" when={when} />
            )}
          </section>
        </>
      )}
      {publishing && <PublishRateDialog today={todayIn(hotelTimeZone)} onClose={() => setPublishing(false)} onPublished={published} />}
    </div>
  );
}
