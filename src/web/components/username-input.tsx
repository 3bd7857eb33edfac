import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { USERNAME_MAX_LENGTH, normalizeUsername } from '#shared/account-rules.ts';
import { Input } from './ui/input.tsx';

/**
 * The username box of sign-up and of the username modal: normalised as it is typed (the one
 * username rule of account-rules.ts), no autocorrect. `taken` marks it invalid while the
 * live check says the name is taken; other props (FieldControl's id and aria-*) pass through.
 */
export function UsernameInput({
  field,
  taken,
  ...props
}: Omit<ComponentProps<typeof Input>, keyof UseFormRegisterReturn> & {
  field: UseFormRegisterReturn<'username'>;
  taken: boolean;
}) {
  return (
    <Input
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={USERNAME_MAX_LENGTH}
      placeholder="yourname"
      required
      {...props}
      {...field}
      onChange={(event) => {
        event.target.value = normalizeUsername(event.target.value);
        return field.onChange(event);
      }}
      aria-invalid={props['aria-invalid'] || taken ? true : undefined}
    />
  );
}
