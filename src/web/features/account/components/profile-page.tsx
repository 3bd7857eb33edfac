import { useQuery } from '@tanstack/react-query';
import {
  ChevronRight,
  Mail,
  MessageCircle,
  MessageSquareText,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicConfig } from '#shared/api-types.ts';
import { AddressText } from '#web/components/address-text.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { configQueryOptions } from '#web/lib/api/get-config.ts';
import { useProfile } from '#web/lib/api/get-profile.ts';
import { AddressCard } from './address-card.tsx';
import { AutoAddDealsSetting } from './auto-add-deals-setting.tsx';
import { NoUsernameNotice } from './no-username-notice.tsx';
import { YourDataCard } from './your-data-card.tsx';
import { NumberedList } from '#web/components/numbered-list.tsx';
import { ReminderSettingsCard } from './reminder-settings-card.tsx';
import { StorageCard } from './storage-card.tsx';
import { TidySettingCard } from './tidy-setting-card.tsx';

const HOW_IT_WORKS = [
  'Give your Dealbox email to stores instead of your personal address.',
  'Promotions, coupons and receipts arrive in your Dealbox inbox, trackers removed.',
  'Offers found in them become deals in your wallet: show their codes at the checkout.',
] as const;

const CONTACT = [
  { key: 'email', icon: Mail, title: 'Email Support', text: 'Write to our support team' },
  { key: 'sms', icon: MessageSquareText, title: 'Text Message', text: 'Send us a text message' },
  {
    key: 'socialUrl',
    icon: MessageCircle,
    title: 'Social Message',
    text: 'Message us on social media',
  },
] as const;

/** Where a Contact Us row leads, from the server's configuration; null hides the row. */
function contactHref(key: (typeof CONTACT)[number]['key'], contact: PublicConfig['contact']) {
  const value = contact?.[key];
  if (!value) return null;
  if (key === 'email') return `mailto:${value}`;
  if (key === 'sms') return `sms:${value}`;
  return value;
}

/**
 * `/profile`: the login email, the Dealbox address, the deals setting, `household` (the
 * Household card, given by the app layer), `mailIn` (the Bring
 * your mail card, given by the app layer: src/web/app/profile-route.tsx), tidying, your data,
 * reminders, how it works, and how to reach us.
 */
export function ProfilePage({
  mailIn,
  household,
}: { mailIn?: ReactNode; household?: ReactNode } = {}) {
  const profile = useProfile();
  const config = useQuery(configQueryOptions());
  const contactRows = CONTACT.flatMap((row) => {
    const href = contactHref(row.key, config.data?.contact);
    return href ? [{ ...row, href, external: row.key === 'socialUrl' }] : [];
  });

  return (
    <PageShell title="Profile">
      <title>Profile · Dealbox</title>
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {profile.isPending ? (
              <>
                <Skeleton className="h-16 w-full rounded-2xl" />
                <Skeleton className="h-20 w-full rounded-2xl" />
              </>
            ) : profile.data ? (
              <>
                <div className="flex items-center gap-3 rounded-2xl border p-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground">
                    <UserRound className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm text-muted-foreground">Login email</p>
                    <p className="font-semibold [overflow-wrap:anywhere]" data-testid="login-email">
                      <AddressText address={profile.data.email} />
                    </p>
                  </div>
                </div>
                {profile.data.address ? (
                  <AddressCard address={profile.data.address} />
                ) : (
                  <NoUsernameNotice />
                )}
                {profile.data.isAdmin && (
                  <Link
                    to="/admin"
                    className="flex items-center gap-3 rounded-2xl border p-4 transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    data-testid="admin-link"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                      <ShieldCheck className="size-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">Admin</span>
                      <span className="block text-sm text-muted-foreground">
                        Accounts, invites and how this Dealbox is doing
                      </span>
                    </span>
                    <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
                  </Link>
                )}
              </>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Deals</CardTitle>
          </CardHeader>
          <CardContent>
            {profile.isPending ? (
              <Skeleton className="h-20 w-full rounded-2xl" />
            ) : profile.data ? (
              <AutoAddDealsSetting profile={profile.data} />
            ) : null}
          </CardContent>
        </Card>

        {household}
        {mailIn}
        {profile.data?.storage && <StorageCard storage={profile.data.storage} />}
        <TidySettingCard />
        {profile.data && <YourDataCard address={profile.data.address} />}
        <ReminderSettingsCard />

        <Card>
          <CardHeader>
            <CardTitle>How it works</CardTitle>
          </CardHeader>
          <CardContent>
            <NumberedList items={HOW_IT_WORKS} />
          </CardContent>
        </Card>

        {contactRows.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle>Contact Us</CardTitle>
              <CardDescription>
                Questions or feedback? We&apos;d love to hear from you.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {/* The addresses themselves are not shown (spec): each row opens its app. */}
              <ul className="flex flex-col divide-y overflow-hidden rounded-2xl border">
                {contactRows.map(({ icon: Icon, title, text, href, external }) => (
                  <li key={title}>
                    <a
                      href={href}
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      className="flex items-center gap-3 p-4 transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
                      data-testid="contact-link"
                    >
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">{title}</span>
                        <span className="block text-sm text-muted-foreground">{text}</span>
                      </span>
                      <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </div>
    </PageShell>
  );
}
