import { directionsUrl, HOTEL_INFO, MAP_HEIGHT_PX, t, telHref } from '@hotel/shared';
import { Mail, MapPin, Navigation, Phone, TrainFront } from 'lucide-react';
import { LazyPart, useNearViewport } from '@hotel/shared/ui';
import { useState } from 'react';
import styles from './Location.module.css';

// Leaflet and its CSS are a separate chunk, requested only when this section nears the viewport. A
// failed download costs the map only; the side panel stays (docs/architecture.md §3).
const loadMap = () => import(/* webpackChunkName: "hotel-map" */ './HotelMap');

/** "Find Us Here" (docs/product.md §2): the map and a side panel with the hotel's details. */
export default function LocationSection() {
  const [mapBox, near] = useNearViewport<HTMLDivElement>();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="find-us-title">
      <h2 id="find-us-title" className={styles.title}>
        {t('marketing.location.title')}
      </h2>
      <div className={styles.layout}>
        <div ref={mapBox} className={styles.mapBox} style={{ height: MAP_HEIGHT_PX }}>
          {near && (
            <LazyPart load={loadMap} props={{ onReady: () => setReady(true) }} loading={null} onFailedChange={setFailed} />
          )}
          {!ready && !failed && (
            <div className={styles.placeholder} role="status">
              <MapPin aria-hidden="true" size={32} />
              {t('marketing.location.loading')}
            </div>
          )}
        </div>
        <aside className={styles.panel} aria-label={t('marketing.location.panel')}>
          <p className={styles.line}>
            <MapPin aria-hidden="true" size={20} className={styles.icon} />
            <span>
              <strong>{HOTEL_INFO.name}</strong>
              <br />
              {HOTEL_INFO.address}
            </span>
          </p>
          <p className={styles.line}>
            <Phone aria-hidden="true" size={20} className={styles.icon} />
            <a href={telHref(HOTEL_INFO.phone)}>{HOTEL_INFO.phone}</a>
          </p>
          <p className={styles.line}>
            <Mail aria-hidden="true" size={20} className={styles.icon} />
            <a href={`mailto:${HOTEL_INFO.email}`}>{HOTEL_INFO.email}</a>
          </p>
          <p className={styles.line}>
            <TrainFront aria-hidden="true" size={20} className={styles.icon} />
            <span>{t('marketing.location.transit')}</span>
          </p>
          <a className={styles.directions} href={directionsUrl(HOTEL_INFO)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" size={18} />
            {t('marketing.location.directions')}
          </a>
        </aside>
      </div>
    </section>
  );
}
