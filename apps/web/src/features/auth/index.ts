/** What other parts of the app use from auth: the session's provider, the sign-in screens and their form pieces. */
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { SessionProvider } from './session/SessionProvider';
export { redirectTarget } from './redirect-target';
export { useSignupInfo } from './signup-api';
export { authErrorMessage } from './auth-error-message';
export { AuthLayout } from './components/AuthLayout';
export { FormError } from './components/FormError';
export { PasswordField } from './components/PasswordField';
export { default as authStyles } from './components/auth.module.css';
