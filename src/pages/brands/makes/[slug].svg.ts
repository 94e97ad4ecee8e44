/**
 * /brands/makes/{slug}.svg: the logo of every make of the makes list (src/domain/cars/makes.ts), drawn
 * at build time (src/site/make-logo.ts), so a make's logo.url resolves on every site that shows it
 * (the home page's brands, any list a shopper picks a make from). Each is about 600 bytes.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { MAKES, type Make } from '../../../domain/cars/makes.ts';
import { makeLogoSvg } from '../../../site/make-logo.ts';
import { withCacheKeys } from '../../../components/page-inputs.ts';

export const prerender = true;

export const getStaticPaths = (() => withCacheKeys(MAKES.map((make) => ({ params: { slug: make.slug }, props: { make } })))) satisfies GetStaticPaths;

export const GET: APIRoute<{ make: Make }> = ({ props }) =>
  new Response(makeLogoSvg(props.make), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
