import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer } from '../../../src/browser/data-layer.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dataLayerOf = () => (globalThis as unknown as { window: Window }).window.dataLayer;

describe('the data layer', () => {
  it('a page without a tag manager gets the queue on the first event, and events queue in order', () => {
    vi.stubGlobal('window', {});
    pushToDataLayer({ event: 'favourite_added', event_id: 39, car_id: 7 });
    pushToDataLayer({ event: 'phone_click', event_id: 25, car_id: 8 });
    expect(dataLayerOf()).toEqual([
      { event: 'favourite_added', event_id: 39, car_id: 7 },
      { event: 'phone_click', event_id: 25, car_id: 8 },
    ]);
  });

  it("a tag manager's queue is pushed to, not replaced", () => {
    const push = vi.fn();
    const queue = Object.assign([{ 'gtm.start': 1 }], { push });
    vi.stubGlobal('window', { dataLayer: queue });
    pushToDataLayer({ event: 'lead_submitted', event_id: 22 });
    expect(dataLayerOf()).toBe(queue);
    expect(push).toHaveBeenCalledWith({ event: 'lead_submitted', event_id: 22 });
  });
});
