import './zod-config.ts';
import { z } from 'zod';
import {
  EMAIL_MESSAGES,
  IDENTIFIER_MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  isValidEmail,
  passwordProblem,
  usernameProblem,
} from './account-rules.ts';

/**
 * The account forms' schemas (sign in, sign up, reset), built from the plain rules in
 * account-rules.ts so there is one copy of each rule and each message. The web forms
 * validate with them through react-hook-form's zodResolver; every field is checked, so a
 * form can show all its messages at once. Not on the landing page's first load: the
 * sign-in form loads them when the visitor reaches for it (decision 016).
 */

/** A string checked by one of the plain `...Problem` rules. */
const checkedBy = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Email or username (sign in, reset request): anything but blank. */
export const identifierSchema = z.string().trim().min(1, IDENTIFIER_MESSAGES.required);

/** A sign-up email, with the server's own email rule. */
export const emailSchema = z
  .string()
  .trim()
  .refine((value) => isValidEmail(value), EMAIL_MESSAGES.invalid);

export const passwordSchema = checkedBy(passwordProblem);

/** A username as the form holds it (already lowercased and stripped as typed). */
export const usernameSchema = checkedBy(usernameProblem);

export const signInSchema = z.object({ identifier: identifierSchema, password: passwordSchema });
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const resetRequestSchema = z.object({ identifier: identifierSchema });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const usernameChoiceSchema = z.object({ username: usernameSchema });
export type UsernameChoiceValues = z.input<typeof usernameChoiceSchema>;

/**
 * The reset page's two passwords. Both rules are checked together (zod would skip an
 * object refinement after a field failed), each on its own field: the mismatch on the
 * confirmation, the length on the new password.
 */
export const newPasswordSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword !== confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: PASSWORD_MESSAGES.mismatch,
        path: ['confirmPassword'],
      });
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.tooShort, path: ['newPassword'] });
    }
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
