import { HOTEL_INFO, MAP_ZOOM, telHref, useRuntimeConfig } from '@hotel/shared';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import styles from './Location.module.css';

// Leaflet's default icon guesses its image path from its CSS; the bundled copies are explicit.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** A tile that could not load (offline, blocked tile server) shows as this neutral square, not a broken image. */
const ERROR_TILE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8ecef"/>' +
      '<path d="M0 .5H256M.5 0V256" stroke="#d5dbe0"/></svg>',
  );

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The Leaflet map (loaded lazily by LocationSection): one marker whose popup holds the hotel info. */
export default function HotelMap({ onReady }: { onReady: () => void }) {
  const { mapTileUrl } = useRuntimeConfig();
  const position: [number, number] = [HOTEL_INFO.latitude, HOTEL_INFO.longitude];
  return (
    <MapContainer center={position} zoom={MAP_ZOOM} scrollWheelZoom={false} className={styles.map} whenReady={onReady}>
      <TileLayer url={mapTileUrl} attribution={ATTRIBUTION} errorTileUrl={ERROR_TILE} />
      <Marker position={position} icon={markerIcon} alt={HOTEL_INFO.name} title={HOTEL_INFO.name}>
        <Popup>
          <div className={styles.popup}>
            <strong>{HOTEL_INFO.name}</strong>
            <span>{HOTEL_INFO.address}</span>
            <a href={telHref(HOTEL_INFO.phone)}>{HOTEL_INFO.phone}</a>
            <a href={`mailto:${HOTEL_INFO.email}`}>{HOTEL_INFO.email}</a>
          </div>
        </Popup>
      </Marker>
    </MapContainer>
  );
}
