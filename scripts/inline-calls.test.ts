import { describe, expect, it } from 'vitest';
import { inlineCalls } from './inline-calls.ts';
import { CALLS } from '../src/contract/calls.ts';

describe('inlineCalls', () => {
  it('writes each call of an area import into the code and drops the import', () => {
    const code = [
      "import * as cashierCalls from '../../../contract/calls/cashier.ts';",
      "import { platformCall } from '../../../lib/platform.ts';",
      'export const options = () => platformCall(cashierCalls.depositOptions, {});',
      'export const orders = (input) => platformCall(cashierCalls.depositOrders, input);',
      '',
    ].join('\n');
    expect(inlineCalls(code, 'api.ts')).toBe(
      [
        "import { platformCall } from '../../../lib/platform.ts';",
        `export const options = () => platformCall(${JSON.stringify(CALLS.depositOptions)}, {});`,
        `export const orders = (input) => platformCall(${JSON.stringify(CALLS.depositOrders)}, input);`,
        '',
      ].join('\n'),
    );
  });

  it("leaves a module without call imports alone, and the chrome's calls a module", () => {
    expect(inlineCalls("import { x } from './x.ts';\n", 'a.ts')).toBeUndefined();
    expect(inlineCalls("import * as shellCalls from '../contract/calls/shell.ts';\nf(shellCalls.wallet);\n", 'a.ts')).toBeUndefined();
  });

  it('stops the build on a call the area does not have, or an area used as a whole', () => {
    const head = "import * as gamesCalls from '../contract/calls/games.ts';\n";
    expect(() => inlineCalls(`${head}f(gamesCalls.wallet);\n`, 'a.ts')).toThrow('a.ts: gamesCalls.wallet is not a call of games');
    expect(() => inlineCalls(`${head}Object.values(gamesCalls);\n`, 'a.ts')).toThrow('gamesCalls used otherwise');
  });
});
