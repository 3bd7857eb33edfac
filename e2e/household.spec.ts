import { expect, test, type Page } from '@playwright/test';
import type { HouseholdState } from '../src/shared/household-types.ts';
import type { Offer } from '../src/shared/offer-types.ts';
import { expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { sendMail, uniqueSubject, waitForEmails } from './support/mail.ts';
import { shot } from './support/shots.ts';

/**
 * A household shares its deals (issue 46), with two people signed in in two browser
 * contexts: one invites the other from the profile's Household card, the other accepts; a
 * deal shared from its page shows up in the member's Household view with its codes; the
 * member marks it used and the owner's open wallet says "Used by …" without a reload; the
 * member leaves and the deal goes from the member's open wallet. Then sharing by default:
 * 'Share deals from this store' on a store's page and 'Share every new deal' on the profile
 * bring the owner's new deals to the member's open wallet as they arrive.
 */

/** Writes from the test's own request context carry no Origin: flag them as the SPA does. */
const WRITE = { 'x-dealbox-request': '1' };

const householdCard = (page: Page) => page.getByTestId('household-card');

test('@both-widths two people share a deal through a household, live', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, a dozen screens, and with SHOTS_DIR each taken light and dark: over the
  // default three minutes on a busy machine.
  test.setTimeout(360_000);
  const owner = await signUpViaApi(page, 'sam');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberUser = await signUpViaApi(member, 'alex');

  try {
    // The owner creates the household and invites the member by username.
    await page.goto('/profile');
    const card = householdCard(page);
    await card.getByLabel('Household name').fill('The Flat');
    await card.getByRole('button', { name: 'Create household' }).click();
    await expect(card.getByTestId('household-name')).toHaveText('The Flat');
    await card.getByLabel('Invite by username').fill(memberUser.username);
    await card.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(card.getByTestId('household-pending')).toContainText(memberUser.username);
    await expectNoHorizontalScroll(page);
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'household-owner-invited');

    // The member sees the invitation on their profile and accepts it.
    await member.goto('/profile');
    const invitation = householdCard(member).getByTestId('household-invitation');
    await expect(invitation).toContainText(`${owner.username} invited you to The Flat`);
    await shot(member, testInfo, 'household-member-invitation');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(householdCard(member).getByTestId('household-member')).toHaveCount(2);
    await shot(member, testInfo, 'household-member-joined');

    // The owner shares a deal from its page.
    const response = await page.request.post('/api/offers', {
      data: { storeName: 'Corner Grocer', offerTitle: 'Family 20% off', barcodeValue: 'FAM-20' },
      headers: WRITE,
    });
    expect(response.status()).toBe(201);
    const offer = (await response.json()) as Offer;
    await page.goto(`/offer/${offer.id}`);
    await page.getByRole('button', { name: 'Share with household' }).click();
    await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
    await expect(page.getByTestId('offer-household')).toHaveText('Shared with your household');
    await shot(page, testInfo, 'household-owner-shared');

    // The owner's wallet stays open from here on.
    await page.goto('/dashboard?tab=deals');
    const ownerCard = page.getByTestId('offer-card').filter({ hasText: 'Family 20% off' });
    await expect(ownerCard.getByTestId('offer-household')).toContainText(
      'Shared with your household',
    );

    // The member finds it under Household, marked as the owner's, and opens its codes.
    await member.goto('/dashboard?tab=deals');
    await member.getByRole('tab', { name: 'Household' }).click();
    const memberCard = member.getByTestId('offer-card').filter({ hasText: 'Family 20% off' });
    await expect(memberCard.getByTestId('offer-household')).toHaveText(`${owner.username}'s deal`);
    await expectNoHorizontalScroll(member);
    await shot(member, testInfo, 'household-member-wallet');
    await memberCard.click();
    await expect(member.getByTestId('offer-barcode').locator('svg')).toBeVisible();
    await expect(member.getByTestId('offer-qr').locator('svg')).toBeVisible();
    await expect(member.getByTestId('offer-code-text')).toHaveText('FAM-20');
    // Someone else's deal: no Delete, no sharing.
    await expect(member.getByRole('button', { name: 'Delete offer' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Share with household' })).toHaveCount(0);
    await shot(member, testInfo, 'household-member-offer');

    // The member marks it used; the owner's open wallet says so without a reload.
    await member.getByRole('button', { name: 'Mark as Used' }).click();
    await expect(member.getByTestId('offer-used-by')).toContainText(
      `Used by ${memberUser.username}, `,
    );
    await expect(ownerCard.getByTestId('offer-used-by')).toContainText(
      `Used by ${memberUser.username}, `,
    );
    await expect(ownerCard).toContainText('Used');
    await shot(page, testInfo, 'household-owner-wallet-used');

    // The member leaves (from the profile, in another tab); their open wallet loses the deal.
    await member.goto('/dashboard?tab=deals&deals=household');
    await expect(memberCard).toBeVisible();
    const profileTab = await memberContext.newPage();
    await profileTab.goto('/profile');
    await householdCard(profileTab).getByRole('button', { name: 'Leave household' }).click();
    await profileTab
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Leave household' })
      .click();
    await expect(
      householdCard(profileTab).getByRole('button', { name: 'Create household' }),
    ).toBeVisible();
    await expect(memberCard).toHaveCount(0);
    await shot(member, testInfo, 'household-member-left');
  } finally {
    await memberContext.close();
  }
});

test('@both-widths a store page and the profile share new deals by default, live', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const owner = await signUpViaApi(page, 'dana');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberUser = await signUpViaApi(member, 'lee');

  try {
    // The household, through the API (the test above makes one through the card).
    const created = await page.request.post('/api/household', {
      data: { name: 'Our Place' },
      headers: WRITE,
    });
    expect(created.status()).toBe(201);
    await page.request.post('/api/household/invites', {
      data: { username: memberUser.username },
      headers: WRITE,
    });
    const { invites } = (await (
      await member.request.get('/api/household')
    ).json()) as HouseholdState;
    const accepted = await member.request.post(`/api/household/invites/${invites[0]!.id}/accept`, {
      headers: WRITE,
    });
    expect(accepted.status()).toBe(200);

    // Mail from Green Market makes it one of the owner's stores; its deal stays the owner's.
    const from = '"Green Market" <news@greenmarket.example>';
    const before = uniqueSubject('Market week');
    await sendMail({
      to: owner.address,
      from,
      subject: before,
      text: 'Use code MARKET10 at checkout for 10% off.',
    });
    await waitForEmails(page.request, [before]);

    // The member's wallet stays open on Household from here on.
    await member.goto('/dashboard?tab=deals&deals=household');
    const marketCards = member.getByTestId('offer-card').filter({ hasText: 'Green Market' });

    // The owner switches the store's sharing on from its page.
    await page.goto('/stores/greenmarket.example');
    const sharing = page.getByTestId('store-sharing');
    await expect(sharing).toContainText('shared with Our Place');
    const storeSwitch = sharing.getByRole('switch', { name: 'Share deals from this store' });
    await expect(storeSwitch).not.toBeChecked();
    await storeSwitch.click();
    await expect(storeSwitch).toBeChecked();
    await expectNoHorizontalScroll(page);
    await shot(page, testInfo, 'household-store-sharing');

    // The store's next deal reaches the member's open wallet; the earlier one never does.
    const after = uniqueSubject('Market weekend');
    await sendMail({
      to: owner.address,
      from,
      subject: after,
      text: 'Use code MARKET20 at checkout for 20% off.',
    });
    await expect(marketCards).toHaveCount(1);
    await expect(marketCards.getByTestId('offer-household')).toHaveText(`${owner.username}'s deal`);
    await expect(marketCards).toContainText('20%');
    await shot(member, testInfo, 'household-member-store-shared');

    // Green Market writes to the member too: on its page, beside the member's own deal, the
    // deal the household shares from it, saying whose it is; the owner's unshared one is not.
    const own = uniqueSubject('Market for Lee');
    await sendMail({
      to: memberUser.address,
      from,
      subject: own,
      text: 'Use code LEE5 at checkout for 5% off.',
    });
    await waitForEmails(member.request, [own]);
    await member.goto('/stores/greenmarket.example');
    const storeCards = member.getByTestId('offer-card');
    await expect(storeCards.filter({ hasText: '20%' }).getByTestId('offer-household')).toHaveText(
      `${owner.username}'s deal`,
    );
    await expect(storeCards.filter({ hasText: '5%' })).toHaveCount(1);
    await expect(storeCards.filter({ hasText: '10%' })).toHaveCount(0);
    await expectNoHorizontalScroll(member);
    await shot(member, testInfo, 'household-member-store-page');
    await member.goto('/dashboard?tab=deals&deals=household');

    // The owner shares every new deal from the profile; one saved by hand then arrives too.
    await page.goto('/profile');
    const every = householdCard(page).getByRole('switch', { name: 'Share every new deal' });
    await expect(every).not.toBeChecked();
    await every.click();
    await expect(every).toBeChecked();
    await page.reload();
    await expect(every).toBeChecked();
    await expectNoHorizontalScroll(page);
    await householdCard(page).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'household-share-every-deal');
    const saved = await page.request.post('/api/offers', {
      data: { storeName: 'Bakery Row', offerTitle: 'Free loaf on Fridays', barcodeValue: 'LOAF-1' },
      headers: WRITE,
    });
    expect(saved.status()).toBe(201);
    const loaf = member.getByTestId('offer-card').filter({ hasText: 'Free loaf on Fridays' });
    await expect(loaf.getByTestId('offer-household')).toHaveText(`${owner.username}'s deal`);
    await expectNoHorizontalScroll(member);
    await shot(member, testInfo, 'household-member-every-deal');
  } finally {
    await memberContext.close();
  }
});
