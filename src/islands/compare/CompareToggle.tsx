/**
 * 'Compare' on a vehicle card or a car page: a toggle button (aria-pressed) that puts the car in
 * the compare tray or takes it out. Its name stays the same when pressed, as a toggle's should.
 */
import { COMPARE_TOGGLE_TEXT } from '../../domain/compare/compare-tray.ts';

interface Props {
  carName: string;
  pressed: boolean;
  onToggle: () => void;
}

export default function CompareToggle({ carName, pressed, onToggle }: Props) {
  return (
    <button type="button" className="compare-toggle" aria-pressed={pressed} onClick={onToggle}>
      <span className="compare-toggle__box" aria-hidden="true" />
      {COMPARE_TOGGLE_TEXT}
      <span className="visually-hidden"> {carName}</span>
    </button>
  );
}
