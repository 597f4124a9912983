/** The Content-Security-Policy violations a page reports. */
import type { Page } from '@playwright/test';

/** Collects every CSP violation of the page's documents from now on, as readable lines. */
export async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => found.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) found.push(`console ${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return found;
}
