/**
 * An email address that, when it must wrap, wraps before the '@' rather than mid-word.
 * Its text is still the plain address (for copying and for finding it on the page).
 */
export function AddressText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
