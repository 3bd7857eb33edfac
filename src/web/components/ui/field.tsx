import { Slot } from 'radix-ui';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';
import { Label } from './label.tsx';

/**
 * A form field in the shadcn/ui manner, without tying it to a form library:
 *
 *   <Field error={errors.storeName?.message}>
 *     <FieldLabel required>Store Name</FieldLabel>
 *     <FieldControl><Input {...register('storeName')} /></FieldControl>
 *     <FieldMessage>Optional hint, replaced by the error when there is one.</FieldMessage>
 *   </Field>
 *
 * `Field` makes the ids; `FieldControl` gives its child the id, `aria-invalid` and
 * `aria-describedby` (pointing at the message); the label and the message find them through
 * context. react-hook-form (or plain state) supplies the values and the error: the landing
 * page's sign-in form uses these primitives before react-hook-form has loaded (decision 016).
 */
interface FieldContextValue {
  controlId: string;
  messageId: string;
  error: string | undefined;
}

const FieldContext = createContext<FieldContextValue | null>(null);

function useField(component: string): FieldContextValue {
  const field = useContext(FieldContext);
  if (!field) throw new Error(`<${component}> must be inside a <Field>`);
  return field;
}

export interface FieldProps extends ComponentProps<'div'> {
  /** The field's current problem, shown by FieldMessage and marked on the control. */
  error?: string | undefined;
  /** The control's id, when something else needs to know it (default: a generated one). */
  controlId?: string;
}

export function Field({ error, controlId, className, children, ...props }: FieldProps) {
  const generated = useId();
  const id = controlId ?? generated;
  return (
    <FieldContext value={{ controlId: id, messageId: `${id}-message`, error: error || undefined }}>
      <div data-slot="field" className={cn('grid content-start gap-2', className)} {...props}>
        {children}
      </div>
    </FieldContext>
  );
}

export function FieldLabel({
  required = false,
  children,
  ...props
}: ComponentProps<typeof Label> & { required?: boolean }) {
  const { controlId } = useField('FieldLabel');
  return (
    <Label htmlFor={controlId} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      )}
    </Label>
  );
}

/** The input, textarea or select: gets the field's id and its ARIA wiring. */
export function FieldControl(props: ComponentProps<typeof Slot.Root>) {
  const { controlId, messageId, error } = useField('FieldControl');
  return (
    <Slot.Root
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={messageId}
      {...props}
    />
  );
}

/**
 * The line under the control: the error when there is one (announced), otherwise the hint
 * given as children. Always rendered (empty and hidden when there is nothing to say) so the
 * control's `aria-describedby` always points at an element.
 */
export function FieldMessage({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const { messageId, error } = useField('FieldMessage');
  if (error) {
    return (
      <p
        id={messageId}
        data-slot="field-error"
        role="alert"
        className={cn('text-sm text-destructive', className)}
      >
        {error}
      </p>
    );
  }
  return (
    <div
      id={messageId}
      data-slot="field-description"
      className={cn('text-sm text-muted-foreground empty:hidden', className)}
    >
      {children}
    </div>
  );
}

/** A message for the whole form (a refusal that names no field), announced when it appears. */
export function FormError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p
      role="alert"
      data-slot="form-error"
      className={cn(
        'rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive',
        className,
      )}
      {...props}
    >
      {children}
    </p>
  );
}
