/**
 * The platform client by call id, for Node: the tests, the sandbox's rigs and tools. It has the
 * whole call table (../contract/calls.ts) and encrypts by itself, loading the cipher on the first
 * encrypted call. The browser's client is given calls, not ids (./api-client.ts createLeanApiClient).
 */
import { CALLS, type CallId } from '../contract/calls.ts';
import type { ValueOf } from '../contract/schemas.ts';
import { createLeanApiClient, type ApiConfig, type CallInput, type CallOf, type CallOptions } from './api-client.ts';
import { sealBodyLazily } from './body-sealer.ts';

export type ApiCall = <Id extends CallId>(id: Id, input: CallInput<Id>, options?: CallOptions) => Promise<ValueOf<Id>>;

export function createApiClient(config: ApiConfig): ApiCall {
  const { encryptionKey } = config;
  const sealBody = config.sealBody ?? (encryptionKey ? (fields) => sealBodyLazily(fields, encryptionKey) : undefined);
  const client = createLeanApiClient({ ...config, sealBody });
  return (id, input, options) => client(CALLS[id] as CallOf<typeof id>, input, options);
}
