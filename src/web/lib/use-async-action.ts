import { useCallback, useRef, useState } from 'react';

export interface ActionCallbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * A one-shot server call with its busy flag, shaped like TanStack Query's `useMutation`
 * (`mutate`, `isPending`). The auth forms use it instead of `useMutation` so the landing
 * page does not load the query library at all (its JavaScript budget is 120 KB gzip);
 * everything behind sign-in uses TanStack Query.
 */
export function useAsyncAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);

  const mutate = useCallback(
    (input: TInput, callbacks: ActionCallbacks<TResult> = {}) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      action(input).then(
        (result) => {
          running.current = false;
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          running.current = false;
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [action],
  );

  return { mutate, isPending };
}
