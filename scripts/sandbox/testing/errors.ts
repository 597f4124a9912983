/** What a refused call ends with, as the sandbox suites assert on it. */
import { expect } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../src/lib/api-client.ts';

/** The ApiError a call ends with; fails the test, naming the value, when the call succeeds or throws anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    (value: unknown) => new Error(`expected the call to fail, it answered ${JSON.stringify(value)?.slice(0, 300)}`),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The platform refusal a call ends with: its kind, code and value. */
export async function refusal(promise: Promise<unknown>): Promise<{ code?: string; value?: Record<string, unknown>; kind: ApiErrorKind }> {
  const { code, value, kind } = await rejection(promise);
  return { code, value, kind };
}

/** The fields of an ApiError a test asserts on (toMatchObject on the error itself prints poorly). */
export function describeError(error: ApiError): { kind: ApiErrorKind; code?: string; value?: Record<string, unknown>; message: string } {
  return { kind: error.kind, code: error.code, value: error.value, message: error.message };
}
