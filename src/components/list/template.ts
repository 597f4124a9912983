/**
 * Cards from `<template>`s (README "Lists"): the page writes a card's markup once, in its .astro
 * file, with `data-part` on the elements a script fills; the script clones it per item. The markup
 * stays where the styles and the other markup are, and a card is one clone, not a chain of
 * createElement calls.
 */
export interface Clone<E extends HTMLElement = HTMLElement> {
  /** The template's first element, cloned. */
  readonly root: E;
  /** The element marked `data-part="name"` (the root itself when it carries the name). */
  part<P extends HTMLElement = HTMLElement>(name: string): P;
}

export function cloneTemplate<E extends HTMLElement = HTMLElement>(template: HTMLTemplateElement): Clone<E> {
  const root = template.content.firstElementChild!.cloneNode(true) as E;
  return {
    root,
    part<P extends HTMLElement>(name: string) {
      const found = root.matches(`[data-part="${name}"]`) ? root : root.querySelector(`[data-part="${name}"]`);
      if (!found) throw new Error(`template ${template.id || template.className} has no part "${name}"`);
      return found as P;
    },
  };
}

/**
 * The parts of a page section (what its script fills, marked `data-part` as in a card): `parts(root)('status')`.
 * The one part() of the plain scripts, so every screen names what it fills the same way.
 */
export function parts(root: ParentNode): <P extends HTMLElement = HTMLElement>(name: string) => P {
  return <P extends HTMLElement>(name: string) => {
    const found = root.querySelector<P>(`[data-part="${name}"]`);
    if (!found) throw new Error(`no part "${name}"`);
    return found;
  };
}
