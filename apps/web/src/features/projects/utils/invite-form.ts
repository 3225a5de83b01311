/** Which of the invite modal's own messages applies (spec 5): empty, no at sign, or none. */
export function inviteEmailProblem(email: string): 'emailRequired' | 'emailInvalid' | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  if (!trimmed.includes('@')) return 'emailInvalid';
  return null;
}
