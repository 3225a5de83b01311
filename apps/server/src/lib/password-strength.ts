import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The lowest zxcvbn score (0–4) a new password may have. 2 means "somewhat guessable" (about 10^6
 * to 10^8 guesses): it refuses common passwords, repeats, sequences and keyboard runs, yet still
 * lets a random password of the minimum length (8 characters, ~10^8 guesses) through. 3 would
 * silently raise the minimum length above 8. See docs/decisions.md.
 */
export const MIN_PASSWORD_SCORE = 2;

// Built on first use: loading the dictionaries takes a few tens of milliseconds, which only
// registrations should pay. Levenshtein matching stays off (the default): it makes each check
// block the event loop for 30–100 ms instead of about 1 ms.
let estimator: ZxcvbnFactory | undefined;
const strengthEstimator = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * True when `password` is too easy to guess. `userInputs` are the account's own words (username,
 * email…): a password built from them is as weak as a common one.
 */
export function isPasswordTooWeak(password: string, userInputs: readonly string[]): boolean {
  return strengthEstimator().check(password, [...userInputs]).score < MIN_PASSWORD_SCORE;
}

/** An account's own words, which its password must not be built from: the name, the email and the email's name. */
export function accountWords({ username, email }: { username: string; email: string }): string[] {
  return [username, email, email.split('@')[0] ?? ''];
}
