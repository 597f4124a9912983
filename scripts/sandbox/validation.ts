/** How the sandbox words a refused request: the same for contract calls and test hooks. */
import type { z } from 'zod';

/** `<field>: <problem>` for each zod issue, e.g. `username: Too big: expected string to have <=64 characters`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) => {
      const field = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${field ? `${field}.` : ''}${key}: unknown field`);
      return [`${field || 'body'}: ${issue.message}`];
    })
    .join('; ')
    .slice(0, 500);
}
