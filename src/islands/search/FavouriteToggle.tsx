/**
 * The heart on a vehicle card: a toggle button (aria-pressed) that keeps the car among the
 * shopper's favourites on this site. Its name stays the same when pressed, as a toggle's should.
 */
interface Props {
  carName: string;
  pressed: boolean;
  onToggle: () => void;
}

export default function FavouriteToggle({ carName, pressed, onToggle }: Props) {
  return (
    <button type="button" className="favourite-toggle" aria-pressed={pressed} onClick={onToggle}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M12 20.5l-1.3-1.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.7 11.7z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="visually-hidden">Favourite {carName}</span>
    </button>
  );
}
