import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const authTitles = defineMessages({
  login: {
    id: 'auth.login.documentTitle',
    defaultMessage: 'Log in',
    description: 'Browser tab title of the login page',
  },
  register: {
    id: 'auth.register.documentTitle',
    defaultMessage: 'Create an account',
    description: 'Browser tab title of the registration page',
  },
  forgotPassword: {
    id: 'auth.forgot.documentTitle',
    defaultMessage: 'Reset password',
    description: 'Browser tab title of the forgot-password page',
  },
});

export const authRoutes: readonly ScreenRoute[] = [
  {
    id: 'login',
    path: 'login',
    layout: 'bare',
    title: authTitles.login,
    // Guest login is the login page's "Continue as guest" button.
    load: () => import('./routes/LoginRoute'),
  },
  {
    id: 'register',
    path: 'register',
    layout: 'bare',
    title: authTitles.register,
    load: () => import('./routes/RegisterRoute'),
  },
  {
    id: 'forgotPassword',
    path: 'forget',
    layout: 'bare',
    title: authTitles.forgotPassword,
    load: () => import('./routes/ForgotPasswordRoute'),
  },
];
