import { Suspense, type ReactNode } from 'react';
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

/**
 * A section of the page as its own Suspense boundary. Nothing in it suspends (the lazy parts
 * have their own boundaries), so it draws nothing of its own; it matters when React hydrates
 * the page prerendered at build time (decision 021): each boundary is taken over in its own
 * short, interruptible slice, rather than the whole page in one long task that would block
 * the first taps. A tap on a part not yet hydrated hydrates that part first.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
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
        <Part>
          <HeroSection authForm={authForm} />
        </Part>
        <Part>
          <FeaturesSection />
        </Part>
        <Part>
          <HowItWorksSection />
        </Part>
        <Part>
          <DemoSection mailDomain={mailDomain} />
        </Part>
        <Part>
          <SeeItInActionSection />
        </Part>
        <Part>
          <CtaSection onGetStarted={onGetStarted} />
        </Part>
      </main>
      <Part>
        <LandingFooter />
      </Part>
    </div>
  );
}
