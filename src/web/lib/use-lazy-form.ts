import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  createFormControl,
} from 'react-hook-form';

/** What `createFormControl` from react-hook-form returns: a form outside any component. */
export type LazyFormControl<T extends FieldValues> = ReturnType<typeof createFormControl<T>>;

const noRef = () => {};

/**
 * react-hook-form for a form that must render before the library has loaded: the landing
 * page's sign-in form (decision 016: react-hook-form and zod are about 38 KB gzipped, the
 * landing page has 1.4 KB to spare).
 *
 * The form renders at once with uncontrolled inputs (`register` gives just a name and the
 * caller's onChange). `load` (a dynamic import that calls `createFormControl` with the
 * zodResolver) runs on the first sign of use: `onPointerEnter`, `onFocus` or `onTouchStart`
 * on the form, or its submit. The same input elements are then registered, so what was typed
 * stays, focus stays and the phone's keyboard stays up; react-hook-form reads their values.
 * From then on it is react-hook-form as usual: `handleSubmit` validates with the schema,
 * `errors` has every field's message, `isSubmitting` is the busy state
 * (from the submit until `onValid` has settled).
 */
export function useLazyForm<T extends FieldValues>(load: () => Promise<LazyFormControl<T>>) {
  const [form, setForm] = useState<LazyFormControl<T> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const loading = useRef<Promise<LazyFormControl<T>> | null>(null);
  const submitting = useRef(false);

  const ensureLoaded = useCallback(() => {
    loading.current ??= load().then(
      (control) => {
        // Commit now, so the inputs are registered before anything validates.
        flushSync(() => setForm(control));
        return control;
      },
      (error: unknown) => {
        loading.current = null; // a failed chunk load may be retried on the next try
        throw error;
      },
    );
    return loading.current;
  }, [load]);

  useEffect(() => {
    if (!form) return;
    return form.subscribe({
      formState: { errors: true },
      callback: (state) => setErrors({ ...state.errors } as FieldErrors<T>),
    });
  }, [form]);

  function register<N extends FieldPath<T>>(
    name: N,
    options?: RegisterOptions<T, N>,
  ): UseFormRegisterReturn<N> {
    if (form) return form.register(name, options);
    return {
      name,
      onChange: async (event: { target: unknown }) => options?.onChange?.(event),
      onBlur: async () => {},
      ref: noRef,
    };
  }

  /** The form's onSubmit: loads react-hook-form if need be, then its handleSubmit. */
  function handleSubmit(onValid: (values: T) => Promise<void> | void, onFailedLoad: () => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      setSubmitting(true);
      ensureLoaded()
        .then(
          (control) => control.handleSubmit(onValid)(),
          (error: unknown) => {
            console.error('Could not load the form:', error);
            onFailedLoad();
          },
        )
        .finally(() => {
          submitting.current = false;
          setSubmitting(false);
        });
    };
  }

  /** Spread on the <form>: start loading at the first sign the visitor will use it. */
  const preload = {
    onPointerEnter: () => void ensureLoaded().catch(() => {}),
    onFocus: () => void ensureLoaded().catch(() => {}),
    onTouchStart: () => void ensureLoaded().catch(() => {}),
  };

  return { register, handleSubmit, errors, isSubmitting, preload, form };
}
