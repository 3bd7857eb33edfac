import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { signInSchema, type SignInValues } from '#shared/account-schemas.ts';

/**
 * The sign-in form's react-hook-form control, loaded when the visitor reaches for the form
 * (see useLazyForm): the library, zod and the schema stay off the landing page's first load.
 */
export function createSignInForm() {
  return createFormControl<SignInValues>({ resolver: zodResolver(signInSchema) });
}
