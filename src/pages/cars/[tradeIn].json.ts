/**
 * /cars/trade-in.json: the cars a trade-in can be valued against, for /cars/trade-in?car_id= to show
 * the car being bought and send it with the lead: the cars the site lists at the build's moment that
 * are price-eligible for the valuation feature (spec section 4), with only the fields the page shows
 * and the lead carries. Built with the page (only when the site shows 'Trade-In Valuation').
 */
import type { APIRoute } from 'astro';
import { buildMoment, dataDir, site } from 'virtual:dealer/site';
import { readStockFeed } from '../../stock/read-stock-feed.ts';
import { isPriceEligibleForValuation } from '../../domain/cars/car-state.ts';
import { advertisedPrice } from '../../domain/cars/price.ts';
import type { Car } from '../../domain/cars/car.ts';
import { ROUTES } from '../../domain/routes/routes.ts';
import type { TradeInCar } from '../../domain/trade-in/wizard-lead.ts';
import { listedCars } from '../../site/vehicle-page.ts';

export const prerender = true;

export function getStaticPaths() {
  return site.features.buttons.trade_in ? [{ params: { tradeIn: ROUTES.carTradeIn.split('/').pop() ?? '' } }] : [];
}

function tradeInCar(car: Car): TradeInCar {
  const { id, slug, name, price, make, make_slug, model, car_type, status, stocknum, dealership_id, dealership_slug } = car;
  return { id, slug, name, price, price_words: advertisedPrice(car, site.region).words, make, make_slug, model, car_type, status, stocknum, dealership_id, dealership_slug };
}

export const GET: APIRoute = async () => {
  const cars: Car[] = [...(await readStockFeed(site, dataDir))];
  const eligible = listedCars(cars, site.search, buildMoment.at).filter(isPriceEligibleForValuation).map(tradeInCar);
  return new Response(JSON.stringify(eligible), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
