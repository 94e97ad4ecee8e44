/**
 * Fills each location's open-now line ("Open now" / "Closes 5:30 pm") from the hours, special hours,
 * public holidays and time zone the build embedded in its `data-open-now` attribute. No React: the
 * line is a few words and must not cost the page an island. Without JavaScript the line stays
 * hidden and the weekly hours beside it still say everything.
 */
import { openNow, openNowText, type OpenNowInput } from '../domain/places/open-now.ts';

for (const line of document.querySelectorAll<HTMLElement>('[data-open-now]')) {
  const input = JSON.parse(line.dataset.openNow ?? '{}') as OpenNowInput;
  const state = openNow(input, new Date());
  const text = openNowText(state);
  const status = line.querySelector<HTMLElement>('[data-open-now-status]');
  const detail = line.querySelector<HTMLElement>('[data-open-now-detail]');
  if (status === null || detail === null) continue;
  status.textContent = text.status;
  detail.textContent = text.detail ?? '';
  line.dataset.state = state.state;
  line.hidden = false;
}
