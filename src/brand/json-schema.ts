/** The JSON Schema editors use for brand files, derived from the one zod schema. */
import { z } from 'zod';
import { brandSchema } from './schema.ts';

export function brandJsonSchema(): string {
  const schema = z.toJSONSchema(brandSchema, { io: 'input', target: 'draft-2020-12' });
  return `${JSON.stringify({ ...schema, title: 'Brand file (brands/<id>/brand.json)' }, null, 2)}\n`;
}
