import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { signInSchema, type SignInValues } from '#shared/account-schemas.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { INVALID_CREDENTIALS, userMessage } from './auth-messages.ts';

/**
 * The sign-in form's react-hook-form control, loaded when the visitor reaches for the form
 * (see useLazyForm): the library, zod and the schema stay off the landing page's first load.
 */
export function createSignInForm() {
  return createFormControl<SignInValues>({ resolver: zodResolver(signInSchema) });
}

/** A refused sign-in in the form's words (here, not in the form, for the same reason). */
export function signInErrorMessage(error: unknown): string {
  // A username that cannot exist is as unknown as one that does not.
  const invalid = isApiError(error) && (error.status === 401 || error.code === 'INVALID_USERNAME');
  return invalid ? INVALID_CREDENTIALS : userMessage(error);
}
