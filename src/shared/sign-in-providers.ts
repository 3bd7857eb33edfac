/**
 * The OpenID Connect providers the sign-in and sign-up screens may offer, by their Better Auth
 * provider id (the last part of the callback, `APP_URL/api/auth/callback/{id}`): Google, and
 * the operator's own identity provider (OIDC_*: Authelia, Authentik, Keycloak…). Both go
 * through Better Auth's generic OAuth plugin and the same account rules (decision 003).
 */
export const GOOGLE_PROVIDER_ID = 'google';
export const OIDC_PROVIDER_ID = 'oidc';
export type SignInProviderId = typeof GOOGLE_PROVIDER_ID | typeof OIDC_PROVIDER_ID;

export const GOOGLE_BUTTON_LABEL = 'Continue with Google';
/**
 * OIDC_BUTTON_LABEL's default, in the Google button's words. Short on purpose: about 22
 * characters fit on one line of a 375 px screen (a longer label wraps onto two).
 */
export const DEFAULT_OIDC_BUTTON_LABEL = 'Continue with SSO';
