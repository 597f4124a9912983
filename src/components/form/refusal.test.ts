import { describe, expect, it } from 'vitest';
import { placeRefusal } from './refusal.ts';

type F = 'username' | 'code' | 'captcha';

describe('where a platform refusal shows (issue 8 item 4)', () => {
  it('shows a refusal about a field under it, with the focus there', () => {
    expect(placeRefusal<F>('username', 'captcha')).toEqual({ message: 'username', focus: 'username' });
    expect(placeRefusal<F>('code', undefined)).toEqual({ message: 'code', focus: 'code' });
  });

  it('never marks the new captcha: a refusal about it goes to the form message, the focus to the captcha', () => {
    expect(placeRefusal<F>('captcha', 'captcha')).toEqual({ message: 'form', focus: 'captcha' });
  });

  it('shows any other refusal in the form message; the focus goes to the captcha the next try needs, else the message', () => {
    expect(placeRefusal<F>(undefined, 'captcha')).toEqual({ message: 'form', focus: 'captcha' });
    expect(placeRefusal<F>(undefined, undefined)).toEqual({ message: 'form', focus: 'form' });
  });
});
