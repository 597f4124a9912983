/**
 * The one entry point of the sandbox's test rigs: the sandbox behind a real server on port 0 with a
 * throw-away database, the test hooks, and what a refused call ends with.
 * - startRig: the account suites (account*.test.ts), a clock they move, restart on the same file;
 * - startContractRig: the contract suite, a fresh copy of one seeded database per test, faults;
 * - startTestSandbox, sandboxForSuite: the data layer's unit tests in src/ (the browser's modules against the sandbox).
 */
export { dayOf, smsCode, solvedCaptcha, startRig, TEST_START, type AccountRig } from './account-rig.ts';
export { startContractRig, type ContractRig } from './contract-rig.ts';
export { sandboxForSuite, startTestSandbox, type TestSandbox } from './data-layer-rig.ts';
export { describeError, refusal, rejection } from './errors.ts';
export type { FaultSpec } from './faults.ts';
export type { Hook } from './hooks.ts';
