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
  demo: {
    id: 'auth.demo.documentTitle',
    defaultMessage: 'Try the demo',
    description: 'Browser tab title of the page that starts a demo account without registering',
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
    // "Try the demo" (the home banner): a demo account of the visitor's own, without registering.
    id: 'demo',
    path: 'demo',
    layout: 'bare',
    title: authTitles.demo,
    load: () => import('./routes/DemoRoute'),
  },
  {
    id: 'forgotPassword',
    path: 'forget',
    layout: 'bare',
    title: authTitles.forgotPassword,
    load: () => import('./routes/ForgotPasswordRoute'),
  },
];
