import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { MailImport } from './mail-import.tsx';
import { MailboxAccounts } from './mailbox-accounts.tsx';

/**
 * "Bring your mail" on the profile page: the promotions a person already has, brought into
 * Dealbox (issue 43). Composed into the profile page by the app layer (src/web/app/profile-route.tsx).
 */
export function BringYourMailCard() {
  return (
    <Card data-testid="bring-your-mail">
      <CardHeader>
        <CardTitle>Bring your mail</CardTitle>
        <CardDescription>
          Start with the promotions you already have: their deals land in your wallet, and the ones
          that have run out go to Expired.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <MailboxAccounts />
        <MailImport />
      </CardContent>
    </Card>
  );
}
