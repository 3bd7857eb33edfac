import type { ReactNode } from 'react';
import { Logo } from '#web/components/logo.tsx';
import { CtaSection } from './components/cta-section.tsx';
import { DemoSection } from './components/demo-section.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { HowItWorksSection } from './components/how-it-works-section.tsx';
import { LandingFooter } from './components/landing-footer.tsx';
import { SeeItInActionSection } from './components/see-it-in-action-section.tsx';

export interface LandingPageProps {
  /** The installation's mail domain (for the demo address); undefined while unknown. */
  mailDomain: string | undefined;
  /** The sign-up / sign-in / reset form (from the auth feature). */
  authForm: ReactNode;
  /** The call to action: scroll to the top and switch the form to sign-up. */
  onGetStarted: () => void;
}

/** `/`: what Dealbox is, with the auth form up top (spec section 1). */
export function LandingPage({ mailDomain, authForm, onGetStarted }: LandingPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Dealbox: your superpowered inbox for promotions</title>
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main className="flex-1">
        <HeroSection authForm={authForm} />
        <FeaturesSection />
        <HowItWorksSection />
        <DemoSection mailDomain={mailDomain} />
        <SeeItInActionSection />
        <CtaSection onGetStarted={onGetStarted} />
      </main>
      <LandingFooter />
    </div>
  );
}
