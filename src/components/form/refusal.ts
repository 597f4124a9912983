/**
 * Where a platform refusal of a form shows, and which field gets the focus (issue 8 item 4).
 *
 * A form's captcha is single-use: after every attempt it is replaced by a new, empty one, a new
 * question the player has not answered. Marking it (red, "required") would blame the player for
 * nothing, so a refusal never shows under the captcha, even one about the captcha (wrong or
 * missing answer): its message goes to the form's message, and the captcha gets the focus, as
 * the next try needs its answer. A refusal about another field shows under that field, which gets
 * the focus. Any other refusal shows in the form's message; the focus goes to the captcha when
 * the form has one, else to the message. Pure: unit-tested.
 */

export interface RefusalPlace<F extends string> {
  /** Under which field the message shows, or 'form' for the form's message. */
  message: F | 'form';
  /** What gets the focus: a field, or 'form' for the form's message. */
  focus: F | 'form';
}

/**
 * @param named the shown field the refusal is about (value.field, captcha.* → the captcha,
 *   sms.* → the code field), if any
 * @param captcha the form's captcha field when it shows one after this refusal (replaced, or
 *   just revealed by it)
 */
export function placeRefusal<F extends string>(named: F | undefined, captcha: F | undefined): RefusalPlace<F> {
  if (named !== undefined && named !== captcha) return { message: named, focus: named };
  return { message: 'form', focus: captcha ?? 'form' };
}
