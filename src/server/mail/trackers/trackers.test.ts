import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTrackerMatcher } from './trackers.ts';

describe('tracker lists', () => {
  const matcher = createTrackerMatcher({ disconnect: 'off' });

  it('recognises open pixels from each list', () => {
    expect(matcher.isTrackerImage('https://shop.list-manage.com/track/open.php?u=1')).toBe(true); // Trocker
    expect(matcher.isTrackerImage('https://u123.ct.sendgrid.net/wf/open?upn=abc')).toBe(true); // Trocker
    expect(matcher.isTrackerImage('https://email.airbnb.com/wf/open?x=1')).toBe(true); // Simplify
    expect(matcher.isTrackerImage('https://t.ionos.com/oms_p/abc')).toBe(true); // MailTrackerBlocker
    expect(matcher.isTrackerImage('https://cdn.shop.example/images/hero.jpg')).toBe(false);
  });

  it('unwraps click trackers that carry the destination', () => {
    expect(
      matcher.trackedLink('https://t.yesware.com/tl/x?ytl=https%3A%2F%2Fshop.example%2Fa'),
    ).toEqual({
      destination: 'https://shop.example/a',
    });
    expect(matcher.trackedLink('https://shop.example/a')).toBeNull();
  });

  it('leaves the non-commercial Disconnect lists off unless asked', () => {
    const standard = 'https://img.acmtrk.com/a.gif'; // Disconnect Email only
    const aggressive = 'https://sub.acemlna.com/pixel.gif'; // Disconnect EmailAggressive only
    expect(matcher.isTrackerImage(standard)).toBe(false);
    expect(matcher.isTrackerImage(aggressive)).toBe(false);
    const withStandard = createTrackerMatcher({ disconnect: 'standard' });
    expect(withStandard.isTrackerImage(standard)).toBe(true);
    expect(withStandard.isTrackerImage(aggressive)).toBe(false);
    expect(createTrackerMatcher({ disconnect: 'aggressive' }).isTrackerImage(aggressive)).toBe(
      true,
    );
    expect(withStandard.isTrackerImage('https://notacmtrk.com/a.gif')).toBe(false); // label boundary
  });

  it('ships every list it reads with its licence', () => {
    const dir = new URL('./data/', import.meta.url);
    for (const licence of [
      'LICENSES/simplify-trackers.BSD-3-Clause.txt',
      'LICENSES/MailTrackerBlocker.BSD-3-Clause.txt',
      'LICENSES/trocker.Apache-2.0.txt',
      'noncommercial/disconnect.CC-BY-NC-SA-4.0.txt',
      'README.md',
    ]) {
      expect(fs.existsSync(new URL(licence, dir)), licence).toBe(true);
    }
  });
});
