import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toasts: the theme follows the system setting; errors render in the destructive style. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      position="top-center"
      // Below the app's 64 px sticky headers, so a toast never hides the page title.
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
