/**
 * Puts the compare tray at the end of the page, as a React root of its own (it belongs to no
 * island: a search card and a car page both open it). Loaded on first use only.
 */
import { createRoot } from 'react-dom/client';
import CompareTray from './CompareTray.tsx';
import './compare-tray.css';

export function mountCompareTray(siteSlug: string): void {
  if (document.querySelector('[data-compare-tray]') !== null) return;
  const host = document.createElement('div');
  host.setAttribute('data-compare-tray', '');
  document.body.append(host);
  createRoot(host).render(<CompareTray siteSlug={siteSlug} />);
}
