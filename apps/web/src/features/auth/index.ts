/**
 * What other parts of the app use from auth: the session's provider and the sign-in screens' form pieces.
 * The sign-in screens themselves are lazy routes (app/routes.tsx), imported by path: re-exported here,
 * they would ride along with the session provider into every signed-in page.
 */
export { SessionProvider } from './session/SessionProvider';
export { redirectTarget } from './redirect-target';
export { useSignupInfo } from './signup-api';
export { authErrorMessage } from './auth-error-message';
export { AuthLayout } from './components/AuthLayout';
export { FormError } from './components/FormError';
export { PasswordField } from './components/PasswordField';
export { default as authStyles } from './components/auth.module.css';
