/** What the member centre's script gets from the page (MemberHomePage.astro). */
import type { ErrorMessages } from '../../../lib/errors.ts';
import type { MoneyFormat } from '../../../lib/money.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import type { WalletTexts } from '../../../widgets/cashier/wallets.ts';

export interface MemberHomeConfig {
  messages: ErrorMessages;
  money: MoneyFormat;
}

export const MEMBER_HOME = pageConfig<MemberHomeConfig>('member-home', 'messages', 'money');

/** The avatar picker's words (AvatarSheet.astro → ./avatar-sheet.ts). */
export interface AvatarTexts {
  preparing: string;
  unreadable: string;
  saving: string;
  saved: string;
}
export const AVATAR_FORM = pageConfig<AvatarTexts>('avatar-form', 'saving', 'saved');

/** The wallets sheet's words (WalletsSheet.astro → ./wallets-sheet.ts). */
export const WALLETS = pageConfig<WalletTexts>('wallets', 'mainWallet', 'transferring');

/** The name the member centre shows (G §3 "Member info"): the nickname, else the user name. */
export function displayName(info: { nickname?: string | null; account?: string } | undefined, userName: string): string {
  return info?.nickname?.trim() || info?.account || userName;
}

/**
 * The VIP label's colour by level (ours: the platform gives the label's name and, in our contract,
 * its level): bronze, silver, gold, platinum, diamond, then the top colour for every level above.
 */
export const VIP_COLOURS = ['#b0793c', '#8e9aab', '#d4a72c', '#3fa7b5', '#7b6cf0', '#d9468f'] as const;
export function vipColour(level: number | undefined): string {
  const index = Math.max(0, Math.min(VIP_COLOURS.length - 1, (level ?? 1) - 1));
  return VIP_COLOURS[index]!;
}
