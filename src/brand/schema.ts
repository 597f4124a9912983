/**
 * The one definition of a brand file (`brands/<id>/brand.json`).
 * Everything a marketer or operator can change lives here, with a description that editors show
 * (brands/brand.schema.json is generated from this file: `npm run brand:schema`).
 * Unknown keys are errors, so a typo never passes silently.
 */
import { z } from 'zod';
import { AGE_LIMITS, LANGUAGE_CODES, SOCIAL_NETWORKS, SUPPORT_TYPES, THEMES, WHITELABEL_FLAGS, type LanguageCode } from '../constants.ts';
import { contrastProblems, MIN_TEXT_CONTRAST, type ThemeTokens } from './contrast.ts';

const languageCode = z.enum(LANGUAGE_CODES).describe('Language code as the platform spells it: MY (Burmese) or EN (English).');

const httpsUrl = z
  .string()
  .regex(/^https:\/\/[^\s"'<>]+$/, 'an https:// address')
  .describe('An absolute https:// address.');

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

const colourTokens = z
  .strictObject({
    primary: colour.describe('Buttons, active tabs, links.'),
    onPrimary: colour.describe('Text on primary-coloured surfaces.'),
    accent: colour.describe('Highlights: balance, badges, jackpots.'),
    background: colour.describe('Page background.'),
    surface: colour.describe('Cards, bars and menus.'),
    text: colour.describe('Main text.'),
    muted: colour.describe('Secondary text and icons.'),
  })
  .describe('Colour tokens for one theme.') satisfies z.ZodType<ThemeTokens>;

/** A text a player reads, given per language (every language of the brand must have one). */
export const localizedText = z
  .partialRecord(languageCode, z.string().min(1).max(2000), { error: 'a text per language, e.g. {"MY": "…", "EN": "…"}' })
  .describe('A text per language code, e.g. {"MY": "…", "EN": "…"}; every language of the brand needs one.');

const whitelabel = z
  .strictObject(
    Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean().describe(`White-label switch ${flag}.`)])) as Record<
      (typeof WHITELABEL_FLAGS)[number],
      z.ZodBoolean
    >,
  )
  .describe('Every white-label switch the platform knows; true turns the feature on.');

const firebase = z
  .strictObject({
    apiKey: z
      .string()
      .regex(/^[\w-]{8,100}$/, 'the web API key from the Firebase console')
      .describe('Web API key of the Firebase project.'),
    authDomain: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'a host name like my-project.firebaseapp.com')
      .describe('Auth domain, e.g. my-project.firebaseapp.com (the sign-in pop-up opens there).'),
    projectId: z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'a project id like my-project')
      .describe('Firebase project id.'),
    appId: z
      .string()
      .regex(/^[\w:.-]{1,100}$/, 'the app id from the Firebase console, like 1:1234:web:abcd')
      .describe('Firebase web app id.'),
    phoneVerification: z
      .boolean()
      .default(false)
      .describe('true: SMS codes are sent and checked by Firebase instead of the platform (A §7 "firebaseIdToken"); false (default): by the platform.'),
  })
  .describe(
    'Firebase web settings for social login (Facebook, Google: shown when FACEBOOKLOGIN3 / GOOGLELOGIN3 is on) and, optionally, phone verification. ' +
      'These are the public web config every Firebase web page ships, not secrets. Leave out to turn Firebase off: the site then never downloads it.',
  );

const pathPrefix = z.string().regex(/^(\/[A-Za-z0-9._-]+)*$/, 'a path like /wps (or "" for none)');

export const brandSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path to the JSON Schema, for editors.'),
    name: z.string().min(1).max(40).describe('Brand name shown to players.'),
    merchantCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,32}$/, '2-32 letters, digits, _ or -')
      .describe('The merchant code the platform knows this brand by.'),
    api: z
      .strictObject({
        baseUrl: z
          .union([z.literal(''), httpsUrl])
          .default('')
          .describe('Platform origin; "" (default) means the same origin as the site.'),
        prefixes: z
          .strictObject({
            wps: pathPrefix.default('/wps').describe('Prefix of the account and content calls.'),
            lgw: pathPrefix.default('/lgw').describe('Prefix of the game gateway calls.'),
          })
          .default({ wps: '/wps', lgw: '/lgw' })
          .describe('Path prefixes of the platform call groups.'),
        encryptionKey: z
          .string()
          .min(16)
          .max(128)
          .describe('Key of the encrypted bodies (login, register, password by phone). It ships in the bundle: obfuscation on top of TLS, not a secret.'),
      })
      .describe('Where the platform answers.'),
    defaultLanguage: languageCode.describe('Language a first-time player sees.'),
    languages: z
      .array(languageCode)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'each language once')
      .describe('Languages the player can choose, in picker order.'),
    theme: z
      .strictObject({
        default: z.enum(THEMES).default('dark').describe('Theme before the player picks one (dark unless set).'),
        dark: colourTokens,
        light: colourTokens,
      })
      .describe('Colours of both themes and which one is first.'),
    ageLimit: z.literal(AGE_LIMITS).describe('Minimum age players confirm: 18 or 21.'),
    whitelabel,
    assets: z
      .strictObject({
        logo: z
          .string()
          .regex(/^[\w.-]+\.(svg|png|webp)$/, 'a file name in assets/ (svg, png or webp)')
          .describe('Logo drawn for dark backgrounds.'),
        logoLight: z
          .string()
          .regex(/^[\w.-]+\.(svg|png|webp)$/, 'a file name in assets/ (svg, png or webp)')
          .optional()
          .describe('Logo drawn for light backgrounds (light theme); the logo above when absent.'),
        icon: z.string().regex(/^[\w.-]+\.(svg|png)$/, 'a file name in assets/ (svg or png)'),
        welcomeBanner: z.string().regex(/^[\w.-]+\.(svg|png|webp|jpg)$/, 'a file name in assets/'),
      })
      .describe('Files in brands/<id>/assets/: logos, app icon, default welcome banner.'),
    currency: z
      .strictObject({
        code: z.string().regex(/^[A-Z]{3}$/, 'a three-letter code like MMK'),
        symbol: z.string().min(1).max(4).describe('Shown before amounts, e.g. K or $.'),
      })
      .describe('Currency of the wallet.'),
    downloads: z
      .strictObject({
        IOS: httpsUrl.optional(),
        Android: httpsUrl.optional(),
        MOBILECONFIG: httpsUrl.optional(),
      })
      .default({})
      .describe('App download links per device; the download button shows only when the device has one.'),
    app: z
      .strictObject({
        userAgentPattern: z
          .string()
          .min(1)
          .refine((source) => {
            try {
              new RegExp(source);
              return true;
            } catch {
              return false;
            }
          }, 'a valid regular expression')
          .describe("Regular expression matching the user agent of the brand's own app (app mode)."),
      })
      .describe("How the site recognises it runs inside the brand's app."),
    customerService: z
      .array(
        z.strictObject({
          type: z.enum(SUPPORT_TYPES),
          url: httpsUrl,
          label: z.string().min(1).max(40).optional().describe('Shown instead of the type name.'),
        }),
      )
      .default([])
      .describe('Contact links of the service modal and side menu, in order.'),
    social: z.partialRecord(z.enum(SOCIAL_NETWORKS), httpsUrl).default({}).describe('Social links of the home footer.'),
    links: z
      .strictObject({
        allowedOrigins: z
          .array(
            z
              .string()
              .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'an origin like https://chat.example.com (scheme and host, no path)')
              .describe('An origin: scheme, host and port if not the default, e.g. https://games.example.com.'),
          )
          .default([])
          .describe(
            'Other sites the platform may send players to (banner targets, links in promotions and notices, game launches, live chat). ' +
              'Any other site is refused; this site and the platform (api.baseUrl) are always allowed.',
          ),
      })
      .default({ allowedOrigins: [] })
      .describe('The link policy of addresses the platform hands the site (src/lib/safe-path.ts allowedAddress).'),
    footer: z
      .strictObject({
        about: localizedText.describe('About text of the home footer.'),
        copyright: localizedText.describe('Copyright line per language, e.g. {"EN": "© 2026 Lotus Palace. All rights reserved."}.'),
      })
      .describe('Texts of the home footer.'),
    pwa: z
      .strictObject({
        name: z.string().min(1).max(45),
        shortName: z.string().min(1).max(12),
        themeColor: colour,
        backgroundColor: colour,
      })
      .describe('Installed web app name and colours.'),
    registration: z
      .strictObject({
        defaultCountryDialingCode: z
          .string()
          .regex(/^\d{1,4}$/, 'digits without +, e.g. 95')
          .describe('Dialling code preselected in mobile fields.'),
      })
      .describe('Registration channel hints.'),
    firebase: firebase.optional(),
  })
  .superRefine((brand, ctx) => {
    if (!brand.languages.includes(brand.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `expected one of languages (${brand.languages.join(', ')})`,
        input: brand.defaultLanguage,
      });
    }
    // Text stays readable in both themes (WCAG AA): brand colours are edited by hand.
    for (const name of THEMES) {
      const tokens = brand.theme[name];
      for (const { foreground, background, ratio } of contrastProblems(tokens)) {
        const against =
          background === 'raised'
            ? `the raised surface (theme.${name}.surface mixed with theme.${name}.text)`
            : `theme.${name}.${background} (${tokens[background]})`;
        ctx.addIssue({
          code: 'custom',
          path: ['theme', name, foreground],
          message: `expected at least ${MIN_TEXT_CONTRAST}:1 contrast against ${against}; it is ${ratio.toFixed(2)}:1`,
          input: tokens[foreground],
        });
      }
    }
    // Every text a player reads exists in every language of the brand.
    for (const field of ['about', 'copyright'] as const) {
      for (const language of brand.languages) {
        if (!brand.footer[field][language]) {
          ctx.addIssue({
            code: 'custom',
            path: ['footer', field, language],
            message: `expected a text for ${language}, one of the brand's languages`,
            input: undefined,
          });
        }
      }
    }
  });

export type BrandFile = z.input<typeof brandSchema>;
export type BrandConfig = z.output<typeof brandSchema>;
/** Texts of one language, nested as in src/i18n/locales (`{ shell: { register: "…" } }`). */
export type TextTree = { [key: string]: string | TextTree };
/** A validated brand plus its folder name and its text overrides (brands/<id>/locales/<lang>.json, ./texts.ts). */
export type Brand = Omit<BrandConfig, '$schema'> & { id: string; texts: Partial<Record<LanguageCode, TextTree>> };
