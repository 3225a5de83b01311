import { LIMITS } from '@teamhub/contracts';

const grouped = new Intl.NumberFormat('en-US');

/**
 * The caption counter 'n/2,200', with a comma between thousands whatever the interface language.
 * `length` is the string's length, which is what the textarea's maxLength and the server both count.
 */
export function formatCaptionCounter(length: number, max: number = LIMITS.postCaption): string {
  return `${grouped.format(length)}/${grouped.format(max)}`;
}
