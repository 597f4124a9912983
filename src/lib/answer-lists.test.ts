import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallId } from '../contract/calls.ts';
import { SCHEMAS } from '../contract/schemas.ts';
import { ANSWER_LISTS, checkAnswerLists } from './answer-lists.ts';

describe('the lists a page draws from an answer', () => {
  it('are lists in the contract too (the table cannot drift from the schemas)', () => {
    for (const [id, fields] of Object.entries(ANSWER_LISTS)) {
      const response = SCHEMAS[id as CallId].response as z.ZodType;
      for (const field of fields) {
        const schema = field ? (response as z.ZodObject).shape[field] : response;
        expect(schema, `${id}.${field}`).toBeInstanceOf(z.ZodArray);
      }
    }
  });

  it('turn an answer of the wrong shape into a failure, and let a right one through', () => {
    expect(() => checkAnswerLists('homeGameLists', { top: [], newRng: [] })).not.toThrow();
    expect(() => checkAnswerLists('homeGameLists', { top: {}, newRng: [] })).toThrow('top is not a list');
    expect(() => checkAnswerLists('hotGames', null)).toThrow('list is not a list');
    expect(() => checkAnswerLists('helpCentre', { list: [] })).toThrow('the answer is not a list');
    expect(() => checkAnswerLists('wallet', 'anything')).not.toThrow(); // calls without lists are not checked
  });
});
