import { ProfilePage } from '#web/features/account/components/profile-page.tsx';
import { HouseholdCard } from '#web/features/household/components/household-card.tsx';
import { BringYourMailCard } from '#web/features/mail-in/components/bring-your-mail-card.tsx';

/**
 * `/profile`, composed here in the app layer: the account feature's page with the mail-in
 * feature's "Bring your mail" card and the household feature's Household card, so that the
 * features never import each other.
 */
export function ProfileRoute() {
  return <ProfilePage mailIn={<BringYourMailCard />} household={<HouseholdCard />} />;
}
