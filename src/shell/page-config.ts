/**
 * A page's configuration, written into its HTML at build time and read back typed by its script:
 * one key names the data attribute and carries the type, so the writer (an .astro page) and the
 * reader (its client script) cannot disagree on either.
 *
 *   export const NOTICES = pageConfig<NoticesConfig>('notices');         // the feature's config module
 *   <section {...NOTICES.attribute(config)}>                              // the .astro page
 *   const found = NOTICES.read();  // { element, config } | null          // the client script
 */
export interface PageConfigKey<T> {
  /** The element's attribute carrying `value` as JSON: spread it onto the element. */
  attribute(value: T): Record<string, string>;
  /** The first element carrying this key (in `scope`, else the document) and its configuration. */
  read(scope?: ParentNode): { element: HTMLElement; config: T } | null;
  /** The configuration of `element`, which carries this key. */
  of(element: HTMLElement): T;
  /** `[data-…]`, for querySelector. */
  readonly selector: string;
}

/** `name` in kebab case: `notice-detail` is the attribute `data-notice-detail`. */
export function pageConfig<T>(name: string): PageConfigKey<T> {
  const attribute = `data-${name}`;
  const selector = `[${attribute}]`;
  const of = (element: HTMLElement) => JSON.parse(element.getAttribute(attribute) ?? 'null') as T;
  return {
    attribute: (value) => ({ [attribute]: JSON.stringify(value) }),
    read(scope = document) {
      const element = scope.querySelector<HTMLElement>(selector);
      return element ? { element, config: of(element) } : null;
    },
    of,
    selector,
  };
}
