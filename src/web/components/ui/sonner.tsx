import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * Toasts: the theme follows the system setting; errors render in the destructive style.
 * At the bottom, where they cover neither the header, the tabs nor the page title: on a
 * phone (sonner's layout below 600 px) above the dashboard's floating Add Offer button
 * (20 px from the bottom, 56 px high) and the selection bar.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      position="bottom-center"
      offset={{ bottom: 32 }}
      mobileOffset={{ bottom: 'calc(88px + env(safe-area-inset-bottom))', left: 16, right: 16 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
