/**
 * What an import changes in a site's stock, car by car (matched by id), and the rule that keeps a
 * broken export from emptying a dealer's site. Pure.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Car } from './car-schema.ts';

export interface StockChanges {
  /** Cars of the new feed whose id the current feed does not have. */
  readonly added: readonly Car[];
  /** Cars of both feeds whose fields differ, as the new feed has them. */
  readonly updated: readonly Car[];
  readonly unchanged: readonly Car[];
  /** Cars of the current feed whose id the new feed does not have. */
  readonly removed: readonly Car[];
}

/** The changes from `current` to `next`, each list in its feed's order. */
export function compareStock(current: readonly Car[], next: readonly Car[]): StockChanges {
  const currentById = new Map(current.map((car) => [car.id, car]));
  const nextIds = new Set(next.map((car) => car.id));
  const added: Car[] = [];
  const updated: Car[] = [];
  const unchanged: Car[] = [];
  for (const car of next) {
    const before = currentById.get(car.id);
    if (before === undefined) added.push(car);
    else if (isDeepStrictEqual(before, car)) unchanged.push(car);
    else updated.push(car);
  }
  return { added, updated, unchanged, removed: current.filter((car) => !nextIds.has(car.id)) };
}

/** How many cars the current feed holds: each is updated, unchanged or removed. */
export function currentCount(changes: StockChanges): number {
  return changes.updated.length + changes.unchanged.length + changes.removed.length;
}

/**
 * The shrink rule: an import that would remove more than half of the current feed's cars is
 * refused unless the operator says the stock really shrank (`--allow-shrink`), since a broken
 * export must not empty a dealer's site.
 */
export function shrinksTooMuch(changes: StockChanges): boolean {
  return changes.removed.length * 2 > currentCount(changes);
}
