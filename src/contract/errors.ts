/**
 * Error codes of the envelope (`{ success: false, code, message, value? }`). The spec names
 * `modify.new.old.same` and the captcha signal `value.captcha`; the rest are ours, one per message
 * of the spec's error catalogue (A §8, G §8). Each has a translation under `errors.` in every
 * language; the site shows that, never the platform's raw text, when it knows the code.
 */
export const ERROR_CODES = [
  // session and access
  'session.expired', // The account has been logged out, please log in again
  'session.required', // You are not logged in, please login first
  'permission.denied', // Sorry, this account does not have permission or the feature is temporarily unavailable
  'account.notReal', // Please login an actual account to use this function
  'account.trial', // free_reject: trial account not allowed
  'login.nonMember', // Non-member account unable to login
  'login.nonAgent', // Non-agents cannot log in
  // login and registration
  'member.notFound', // Sorry, the user does not exist or is disabled
  'login.invalid', // unknown user name or wrong password, one answer for both (ours: the catalogue's account format message)
  'login.locked', // too many failed log-ins: wait value.retryAfterSeconds (ours)
  'captcha.required', // value.captcha: a captcha is needed now
  'captcha.invalid', // Verification code error (captcha)
  'sms.invalid', // Verification code error
  'sms.expired', // Verification code error (expired)
  'sms.tooMany', // too many codes asked for this number; wait value.retryAfterSeconds
  'sms.tooManyFromAddress', // ours: too many codes asked for from one address (SMS pumping); wait value.retryAfterSeconds
  'username.exists', // Sorry, the username already exists
  'mobile.exists', // the same for a mobile number (ours: the catalogue names only the username case)
  'affiliate.invalid', // Invalid invitation code
  'referrer.invalid', // Referrer link error
  'password.oldWrong', // old password incorrect
  'password.loginWrong', // ours: the login password given to confirm a payment-password change is not right
  'paymentPassword.noMobile', // ours: a payment-password reset needs a bound mobile number for its code
  'password.mismatch', // Confirmation password not matched
  'modify.new.old.same', // the new password must not be the same as the old (spec's code)
  'email.invalid', // Incorrect email
  'email.notMatching', // username and e-mail do not belong together
  // the verification provider (Firebase: phone codes and social sign-in; ours)
  'phone.invalid', // the provider cannot send to this number
  'signIn.cancelled', // the player closed the sign-in window
  'signIn.popupBlocked', // the browser blocked the sign-in window
  'provider.failed', // the provider refused or could not be reached for another reason
  'provider.tooMany', // the provider refuses more codes for now and gives no wait (sms.tooMany names one)
  // content
  'promotion.notFound',
  'promotion.closed',
  'upload.type', // activity_image_type
  'upload.size', // activity_apply_remark_limit3
  'upload.count', // activity_apply_remark_limit4
  'upload.dimensions', // ours: more pixels than MAX_IMAGE_EDGE_PX a side or MAX_IMAGE_PIXELS
  'upload.corrupt', // ours: not one whole picture (cut, broken, or bytes after its end)
  'game.notFound',
  // wallets (ours)
  'wallet.transferFailed', // a vendor's gateway refused the transfer: its money stays in its wallet
  // cashier (ours, issue 24)
  'amount.invalid', // not an amount of at most 2 decimals
  'amount.belowMin', // value.min
  'amount.aboveMax', // value.max
  'deposit.limit', // over the player's own deposit limit: value.period, value.left
  'channel.closed', // outside the channel's opening hours, or switched off
  'order.notFound',
  'order.notPending', // the order has already ended (paid, failed, expired or cancelled): value.status
  'balance.insufficient',
  'withdraw.turnover', // bet value.remaining more first
  'withdraw.dailyCount', // the day's number of withdrawals is used up
  'withdraw.dailyAmount', // the day's withdrawal amount is used up: value.left
  'paymentPassword.required', // no payment password set yet (the security centre sets it)
  'paymentPassword.wrong', // value.attemptsLeft
  'paymentPassword.locked', // too many wrong tries: wait value.retryAfterSeconds
  'bankAccount.invalid', // the number does not fit the bank's format
  'bankAccount.exists',
  'bankAccount.tooMany', // value.max
  'payee.mismatch', // the account's name is not the registered payee name
  // agent rebates and open account (ours, issue 25): value.category names the rate's category
  'rebate.invalid', // not a rate from 0 with at most 2 decimals: value.maxRate
  'rebate.aboveOwn', // above the agent's own rate for the category: value.maxRate
  'rebate.belowDownline', // below what the member already gives their own downline: value.minRate
  'rebate.notDirect', // the account is not the agent's direct member
  // agents (issue 25, ours)
  'agent.notInTeam', // the member asked for is not in the caller's team
  'contract.notOffered', // the contract is not (or no longer) offered: value.status
  // platform
  'system.maintenance', // The platform is under maintenance
  'system.restricted', // Access restricted by location or IP
  'system.upgrading', // System upgrading, please try again later
  'request.invalid', // a field is missing or malformed
  'request.notFound', // Requested URL is empty
  'request.tooLarge',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isKnownErrorCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && (ERROR_CODES as readonly string[]).includes(code);
}
