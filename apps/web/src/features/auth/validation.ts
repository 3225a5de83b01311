import { registerBodySchema, translateServerMessage, type Language, type RegisterBody } from '@teamhub/contracts';

export interface RegisterFormValues extends RegisterBody {
  confirmPassword: string;
}

export type RegisterCheck =
  { ok: true; body: RegisterBody } | { ok: false; error: 'passwordMismatch' } | { ok: false; message: string };

/**
 * Checks the register form before anything is sent: the passwords must match first
 * ('Mật khẩu không khớp'), then the same rules the server applies, joined with '. '.
 */
export function checkRegisterForm(values: RegisterFormValues, language: Language): RegisterCheck {
  if (values.password !== values.confirmPassword) return { ok: false, error: 'passwordMismatch' };
  const body = { username: values.username, email: values.email, password: values.password };
  const parsed = registerBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const messages = [...new Set(parsed.error.issues.map((issue) => translateServerMessage(issue.message, language)))];
  return { ok: false, message: messages.join('. ') };
}
