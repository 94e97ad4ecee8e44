/** Whether a car's price is a price at all: the one rule the price, the reserve check and the feeds share. */
import { MIN_VALID_PRICE } from '../basics/constants.ts';

/** "A price is valid only if over 10": 10 and below (0, 1, placeholders) mean the dealer gave no price. */
export function isValidPrice(price: number): boolean {
  return price > MIN_VALID_PRICE;
}
