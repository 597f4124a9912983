// The layering of README.md ("Layers") is enforced by eslint.config.js: a wrong import fails
// `npm run lint`. Each case lints a snippet as if it sat at the given path.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..') });

async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuse lib importing a feature', async () => {
    const errors = await boundaryErrors('src/lib/probe.ts', "export type { LoginField } from '../features/account/auth/login-form.ts';\n");
    expect(errors).toEqual([expect.stringContaining('from elements of type "lib" to elements of type "feature"')]);
  });

  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors('src/features/account/trial/probe.ts', "export { default } from '../settings/SettingsPage.astro';\n");
    expect(errors).toEqual([expect.stringContaining('to elements of type "feature" and captured values: area="account", name="settings"')]);
  });

  it('refuse a component reading a store or calling the platform', async () => {
    const code = "export { $wallet } from '../stores/wallet.ts';\nexport { platformCall } from '../lib/platform.ts';\n";
    const errors = await boundaryErrors('src/components/Probe.ts', code);
    expect(errors).toEqual([expect.stringContaining('to elements of type "store"'), expect.stringContaining('category "platform"')]);
  });

  it('refuse a component (.astro) showing a feature island', async () => {
    const code = "---\nimport LoginForm from '../features/account/auth/LoginForm.island.tsx';\n---\n<LoginForm client:visible />\n";
    const errors = await boundaryErrors('src/components/Probe.astro', code);
    expect(errors).toEqual([expect.stringContaining('from elements of type "component" to elements of type "feature"')]);
  });

  it('allow the imports the layers permit', async () => {
    const code =
      "export { $wallet } from '../../stores/wallet.ts';\nexport { platformCall } from '../../lib/platform.ts';\nexport { default as Field } from '../../components/form/Field.tsx';\n";
    expect(await boundaryErrors('src/widgets/form/probe.ts', code)).toEqual([]);
  });

  it("refuse a feature's controller calling the platform inline, and take its api.ts doing so", async () => {
    const code = "export { platformCall } from '../../../lib/platform.ts';\nexport { mutateCall } from '../../../lib/mutate.ts';\n";
    expect(await restrictedImports('src/features/content/help/probe.client.ts', code)).toEqual([
      expect.stringContaining("the feature's api.ts"),
      expect.stringContaining("the feature's api.ts"),
    ]);
    expect(await restrictedImports('src/features/content/help/api.ts', code)).toEqual([]);
  });
});
