/** A promo card among the results (spec section 2: at position 9 unless it says otherwise). */
import type { PromoCard } from '../../domain/search/promo-cards.ts';

export default function PromoCardItem({ card }: { card: PromoCard }) {
  const headingId = `promo-${card.id}`;
  return (
    <article className="promo-card" aria-labelledby={headingId} data-promo-card={card.id}>
      <h3 id={headingId}>{card.title}</h3>
      <p>{card.text}</p>
      <a className="button button--outline" href={card.url}>
        Find out more<span className="visually-hidden"> about {card.title}</span>
      </a>
    </article>
  );
}
