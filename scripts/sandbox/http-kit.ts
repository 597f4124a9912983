// Helpers shared by the sandbox suites that talk to a real listening server (games, content).
import { expect } from 'vitest';
import { ApiError } from '../../src/lib/api-client.ts';
import { HOOK_HEADERS } from './app.ts';

/** POST a test hook (/__sandbox/<path>) of the server at `baseUrl`. */
export function hookAt(baseUrl: string, path: string, body: unknown = {}): Promise<Response> {
  return fetch(`${baseUrl}/__sandbox/${path}`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) });
}

/** A session token of a seeded member. */
export async function sessionAt(baseUrl: string, username = 'demo_member'): Promise<string> {
  const response = await hookAt(baseUrl, 'session', { username });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

/** The ApiError a call rejected with (fails the test when it resolved). */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
