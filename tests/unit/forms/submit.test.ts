import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson, sendJson, textRecord } from '../../../src/islands/forms/submit.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch answering each call with the next of `answers` (a Response, or an Error to throw). */
function fetchAnswering(...answers: (Response | Error)[]) {
  const fetch = vi.fn(() => {
    const next = answers.shift();
    return next instanceof Error || next === undefined ? Promise.reject(next ?? new Error('no more answers')) : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('one JSON POST per submit attempt', () => {
  it('sends the body as JSON under the attempt\'s Idempotency-Key and gives the status and JSON back', async () => {
    const fetch = fetchAnswering(Response.json({ code: 'car_held' }, { status: 409 }));
    expect(await sendJson('/api/reservations', { car_slug: 'golf' }, 'key-1')).toEqual({ status: 409, data: { code: 'car_held' } });
    expect(fetch).toHaveBeenCalledWith('/api/reservations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' },
      body: '{"car_slug":"golf"}',
    });
  });

  it('retries a network failure and a 503 twice under the same key, then gives the last answer', async () => {
    vi.useFakeTimers();
    const fetch = fetchAnswering(new TypeError('offline'), new Response(null, { status: 503 }), Response.json({ lead_id: 'l-1' }));
    const answer = sendJson('/api/leads', {}, 'key-2');
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ status: 200, data: { lead_id: 'l-1' } });
    expect(fetch).toHaveBeenCalledTimes(3);
    for (const call of fetch.mock.calls as unknown as [string, RequestInit][]) expect(call[1].headers).toMatchObject({ 'Idempotency-Key': 'key-2' });
  });

  it('gives null when the network fails on every try', async () => {
    vi.useFakeTimers();
    fetchAnswering(new TypeError('offline'), new TypeError('offline'), new TypeError('offline'));
    const answer = sendJson('/api/leads', {}, 'key-3');
    await vi.runAllTimersAsync();
    expect(await answer).toBeNull();
  });

  it('a non-JSON answer comes back with null data', async () => {
    fetchAnswering(new Response('<html>', { status: 500 }));
    expect(await sendJson('/api/leads', {}, 'key-4')).toEqual({ status: 500, data: null });
  });
});

describe('a lead POST', () => {
  it('reads the lead id of a 2xx, or the error and field messages of a refusal', async () => {
    fetchAnswering(Response.json({ lead_id: 'l-1' }), Response.json({ error: 'Please fix', fields: { email: 'Bad e-mail', n: 1 } }, { status: 400 }));
    expect(await postJson('/api/leads', {}, 'k')).toEqual({ ok: true, leadId: 'l-1' });
    expect(await postJson('/api/leads', {}, 'k')).toEqual({ ok: false, message: 'Please fix', fields: { email: 'Bad e-mail' } });
  });

  it('keeps only text messages of an answer\'s fields', () => {
    expect(textRecord({ a: 'x', b: 2, c: null })).toEqual({ a: 'x' });
    expect(textRecord('x')).toEqual({});
    expect(textRecord(null)).toEqual({});
  });
});
