/**
 * The throwaway brand of the brand file tests (./schema.test.ts, ./texts.test.ts): brands/acme, a
 * copy of lotus in a temp folder that a test then breaks, and the problems loading it reports.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRANDS_DIR, BrandError, loadBrand } from './load.ts';

/** A new temp brands folder holding brands/acme, a copy of lotus; its path. */
export function copyOfLotus(): string {
  const brands = join(mkdtempSync(join(tmpdir(), 'brands-')), 'brands');
  cpSync(join(BRANDS_DIR, 'lotus'), join(brands, 'acme'), { recursive: true });
  return brands;
}

/** What loading brands/acme from `brands` finds wrong; none when it loads. */
export function acmeProblems(brands: string): string[] {
  try {
    loadBrand('acme', brands);
  } catch (error) {
    if (error instanceof BrandError) return error.problems;
    throw error;
  }
  return [];
}
