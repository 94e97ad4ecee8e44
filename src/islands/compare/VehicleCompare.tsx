/**
 * 'Compare' on a car page: the search cards' toggle on the same per-site tray. It waits for the
 * shopper (client:intent, which holds a press made before it hydrates and makes it again), unless
 * cars are already chosen: then it hydrates at once and brings the tray back, so the tray survives
 * navigation without any code on a page whose shopper never compares.
 */
import { useEffect } from 'react';
import type { TrayCar } from '../../domain/compare/compare-tray.ts';
import CompareToggle from './CompareToggle.tsx';
import { openCompareTray, useCompareTray } from './compare-store.ts';

interface Props {
  siteSlug: string;
  car: TrayCar;
}

export default function VehicleCompare({ siteSlug, car }: Props) {
  const { tray, toggle } = useCompareTray(siteSlug);
  useEffect(() => {
    if (tray.length > 0) void openCompareTray(siteSlug);
  }, [tray.length, siteSlug]);
  return <CompareToggle carName={car.name} pressed={tray.some((kept) => kept.id === car.id)} onToggle={() => toggle(car)} />;
}
