/** The auth form's three modes (spec section 4). */
export type AuthMode = 'sign-in' | 'sign-up' | 'reset';
