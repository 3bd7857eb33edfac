import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** For an account that has not chosen its username (and so has no address) yet. */
export function NoUsernameNotice() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed p-8 text-center">
      <p className="text-muted-foreground">
        Choose your username first: it becomes your Dealbox email address.
      </p>
      <Button asChild>
        <Link to="/dashboard">Choose a username</Link>
      </Button>
    </div>
  );
}
