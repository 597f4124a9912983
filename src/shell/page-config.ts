/**
 * A page's configuration, written into its HTML at build time and read back typed by its script:
 * one key names the data attribute and carries the type, so the writer (an .astro page) and the
 * reader (its client script) cannot disagree on either. The reader checks that what it parsed
 * carries the fields the key names (no cast of parsed JSON): a configuration without them stops
 * there, naming the attribute, rather than somewhere in the script.
 *
 *   export const INBOX = pageConfig<InboxConfig>('inbox', 'texts', 'messageCentrePath'); // the feature's config module
 *   <section {...INBOX.attribute(config)}>                                              // the .astro page
 *   const found = INBOX.read();  // { element, config } | null                          // the client script
 */
import { isRecord, parseJson } from '../lib/parse-json.ts';

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

/** The fields of T that JSON always carries (neither optional nor possibly undefined): what the reader checks. */
type CarriedField<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T] & string;

/**
 * `name` in kebab case: `notice-detail` is the attribute `data-notice-detail`; `fields`: some of T's that the reader checks.
 * Free of side effects (so marked for the bundler): a script that imports a key's module for something else does not carry the key.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageConfig<T>(name: string, ...fields: [CarriedField<T>, ...CarriedField<T>[]]): PageConfigKey<T> {
  const attribute = `data-${name}`;
  const selector = `[${attribute}]`;
  const isConfig = (value: unknown): value is T => isRecord(value) && fields.every((field) => field in value);
  const of = (element: HTMLElement) => {
    const config = parseJson(element.getAttribute(attribute), isConfig);
    if (!config) throw new Error(`${attribute}: not the configuration this script reads`);
    return config;
  };
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
