// The page's translations (the shell's singleton runtime); a partner page's own (embed.tsx).
import { t } from '@hotel/shared';
import type { AmenityKey } from '@hotel/shared/domain';
import styles from './RoomCard.module.css';
import { AirVent, Coffee, SquareParking, Waves, Wifi, type LucideIcon } from 'lucide-react';

export const AMENITY_ICONS: Readonly<Record<AmenityKey, LucideIcon>> = {
  wifi: Wifi,
  parking: SquareParking,
  pool: Waves,
  ac: AirVent,
  coffee: Coffee,
};

/** One amenity as a 20 px icon with its label for assistive tech and as a tooltip. */
export function AmenityIcon({ amenity, className }: { amenity: AmenityKey; className?: string }) {
  const Icon = AMENITY_ICONS[amenity];
  const label = t(`catalog.amenity.${amenity}`);
  return (
    <span className={className} title={label}>
      <Icon aria-hidden="true" size={20} />
      <span className={styles.srOnly}>{label}</span>
    </span>
  );
}
