// Four eyes through the API, for specs that publish a change the office setting sends to review
// (prices, package tiers, popup chains): the author's saved draft is submitted, approver@ approves
// it, a publisher publishes it. And the e2e server's clock, moved instead of waited for.
import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };

/** An API session of a demo account (dispose it when done). */
export async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const r = await ctx.post(`${API}/user/login`, {
    headers: H,
    data: { email, password: DEMO_PASSWORD },
  });
  expect(r.status(), `login ${email}: ${await r.text()}`).toBe(200);
  return ctx;
}

/** approver@ approves request `id`. */
export async function approve(baseURL: string, id: number): Promise<void> {
  const approver = await apiAs(baseURL, 'approver@demo.kr');
  try {
    const r = await approver.post(`${API}/studio/approvals/${id}/approve`, {
      headers: H,
      data: {},
    });
    expect(r.status(), await r.text()).toBe(200);
  } finally {
    await approver.dispose();
  }
}

/** Publishes approved request `id` as `publisher` (an API session with the publisher role). */
export async function publishRequest(publisher: APIRequestContext, id: number): Promise<number> {
  const r = await publisher.post(`${API}/studio/approvals/${id}/publish`, { headers: H });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { result: { version: number } }).result.version;
}

/**
 * Publishes `author`'s saved draft: directly when nothing in it needs review, else through a
 * request approver@ approves and `author` (holding every studio role) publishes. Returns the
 * new version.
 */
export async function publishDraft(
  baseURL: string,
  author: APIRequestContext,
  note: string,
): Promise<number> {
  const direct = await author.post(`${API}/studio/config/publish`, { headers: H, data: { note } });
  const body = (await direct.json()) as { result?: { version: number }; needsReview?: unknown[] };
  if (direct.status() === 200) return body.result!.version;
  expect(direct.status(), JSON.stringify(body)).toBe(409);
  expect(body.needsReview?.length).toBeGreaterThan(0);
  const s = await author.post(`${API}/studio/approvals`, { headers: H, data: { note } });
  expect(s.status(), await s.text()).toBe(200);
  const id = ((await s.json()) as { result: { id: number } }).result.id;
  await approve(baseURL, id);
  return publishRequest(author, id);
}

/**
 * Moves the e2e server's clock on by `ms` (tests/e2e/support/serve.ts) and waits for its check of
 * due config schedules: a schedule a minute ahead goes live without a minute's wait.
 */
export async function advanceServerClock(baseURL: string, ms: number): Promise<void> {
  const ctx = await request.newContext({ baseURL });
  try {
    const r = await ctx.post('/__e2e/clock', { data: { advanceMs: ms } });
    expect(r.status(), await r.text()).toBe(200);
  } finally {
    await ctx.dispose();
  }
}
