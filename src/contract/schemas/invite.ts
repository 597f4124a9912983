/** Invite (issue 23, ours): the share page. */
import { z } from 'zod';
import type { CallId } from '../calls.ts';
import { languageCode, url, html } from './blocks.ts';

export const INVITE_SCHEMAS = {
  // ---- invite (issue 23) ----
  // Ours (the spec names the share / invite screen, A §2 /m/inviteFriends, and no call).
  inviteInfo: {
    request: z.strictObject({ language: languageCode.optional().describe("The promotion's language; English where it has no translation.") }),
    response: z.object({
      code: z
        .string()
        .regex(/^[A-Za-z0-9]{4,16}$/, '4-16 letters and digits')
        .describe("The member's affiliate (invitation) code, as registration's affiliateCode takes it; given on first ask."),
      link: url
        .regex(/^https?:\/\//, 'an http(s) address')
        .describe("The brand site's registration address carrying the code (…/m/register?affiliateCode=CODE): a friend who opens it finds the code filled in."),
      promotion: z
        .object({ id: z.number().int().positive(), title: z.string(), content: html })
        .nullable()
        .describe('The referral promotion (its rules) in the asked language; null while none runs, and then the site says inviting is closed.'),
      figures: z.object({
        invited: z.number().int().min(0).describe('Friends who registered with the code.'),
        qualified: z.number().int().min(0).describe("Invited friends who met the promotion's condition."),
        rewardEarned: z
          .string()
          .regex(/^\d+(\.\d+)?$/, 'a decimal string like 125.50')
          .describe('Referral reward earned so far, in the brand currency: an exact decimal string.'),
      }),
    }),
  },
} as const satisfies Partial<Record<CallId, { request: z.ZodType; response: z.ZodType }>>;
