import { simple, button, grid, trk, dashedBox, barcodePng, upcCheck, ean13Check, img } from './lib.ts';

export async function enDe(): Promise<void> {
  // ---------------------------------------------------------------- en-us
  {
    const d = 'hearthandhide.example';
    simple({
      cat: 'en-us',
      name: 'drip-button-lowercase-ends-sunday',
      description: 'Drip broadcast; lowercase code only inside the button label; "ends Sunday" relative expiry',
      language: 'en',
      offers: [{ store: 'Hearth & Hide', code: 'cozy25', discount: '25% off', expiry: '2026-12-06', barcode: null }],
      esp: 'drip',
      brand: 'Hearth & Hide',
      email: 'hello@hearthandhide.example',
      domain: d,
      subject: 'The blanket weekend is on',
      date: ['2026-12-03 10:15', '-0500'],
      pre: 'Our warmest throws, a quarter off until Sunday night.',
      mime: 'alt',
      body: `<p style="margin:0 0 16px 0;">Hi there,</p>
<p style="margin:0 0 16px 0;">It finally got cold in Asheville, so we're doing the thing we do every December: a long weekend for blankets. Every wool throw, every quilt, every alpaca wrap &mdash; <strong>25% off</strong> through Sunday.</p>
${grid('drip', d, [['Ridge Wool Throw', '$148', 'HH-THR-0112'], ['Cabin Quilt, Queen', '$236', 'HH-QLT-2040'], ['Alpaca Lap Wrap', '$98', 'HH-ALP-0007']])}
<p style="margin:16px 0;">Enter the code at checkout or just tap below and we'll carry it into your cart for you.</p>
${button('drip', 'SHOP WITH CODE cozy25', trk('drip', d, 'shop?discount=cozy25'), '#7a3e1d')}
<p style="margin:16px 0 0 0;font-size:14px;color:#666666;">Ends Sunday at 11:59 pm ET. Not valid on gift cards or the Workshop series.</p>
<p style="margin:16px 0 0 0;">Stay warm,<br />Maggie &amp; the Hearth crew</p>`,
      footer: 'Hearth &amp; Hide Goods LLC &middot; 212 Depot St, Asheville, NC 28801 &middot; (828) 555-0142',
    });
  }
  {
    const d = 'northlinenco.example';
    simple({
      cat: 'en-us',
      name: 'campaign-monitor-tiered-hyphen-codes',
      description: 'Campaign Monitor; three tiered spend thresholds each with its own hyphenated code; US M/D/Y expiry',
      language: 'en',
      offers: [
        { store: 'North Linen Co.', code: 'GIFT-15', discount: '$15 off $100+', expiry: '2026-12-14', barcode: null },
        { store: 'North Linen Co.', code: 'GIFT-40', discount: '$40 off $200+', expiry: '2026-12-14', barcode: null },
        { store: 'North Linen Co.', code: 'GIFT-75', discount: '$75 off $300+', expiry: '2026-12-14', barcode: null },
      ],
      esp: 'cm',
      brand: 'North Linen Co.',
      email: 'news@northlinenco.example',
      domain: d,
      subject: 'The more you gift, the more you save',
      date: ['2026-12-08 07:02', '-0600'],
      pre: 'Three ways to save on sheets, towels and robes this week.',
      nav: ['Bedding', 'Bath', 'Loungewear', 'Gift Guide'],
      mime: 'alt',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;font-style:normal;font-weight:normal;color:#2b3b4a;font-size:30px;line-height:38px;text-align:center;">Spend more, save more</h1>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;">Stock up for the guest room or wrap something soft for someone you love.</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:collapse;">
<tr><td style="padding:14px;border-bottom:1px solid #e1e4e8;font-size:18px;color:#2b3b4a;"><strong>$15 off</strong> orders of $100+</td><td style="padding:14px;border-bottom:1px solid #e1e4e8;text-align:right;font-family:'Courier New',monospace;font-size:18px;">GIFT-15</td></tr>
<tr><td style="padding:14px;border-bottom:1px solid #e1e4e8;font-size:18px;color:#2b3b4a;"><strong>$40 off</strong> orders of $200+</td><td style="padding:14px;border-bottom:1px solid #e1e4e8;text-align:right;font-family:'Courier New',monospace;font-size:18px;">GIFT-40</td></tr>
<tr><td style="padding:14px;font-size:18px;color:#2b3b4a;"><strong>$75 off</strong> orders of $300+</td><td style="padding:14px;text-align:right;font-family:'Courier New',monospace;font-size:18px;">GIFT-75</td></tr>
</table>
<p style="Margin-top:20px;Margin-bottom:20px;font-size:13px;text-align:center;">One code per order. Valid through 12/14/2026 on full-price items. Subtotal before tax and shipping.</p>
${button('cm', 'Shop the Gift Guide', trk('cm', d, 'gift-guide'), '#2b3b4a')}
${grid('cm', d, [['Stonewashed Sheet Set', '$189', 'NL-SS-Q-OAT'], ['Waffle Robe', '$118', 'NL-RB-M-WHT'], ['Bath Towel Bundle', '$96', 'NL-TW-4-SGE']])}`,
      footer: 'North Linen Co. &middot; 88 Washington Ave N, Minneapolis, MN 55401<br />You are receiving this because you bought from us or signed up at northlinenco.example.',
    });
  }
  {
    const d = 'bramblecoffee.example';
    simple({
      cat: 'en-us',
      name: 'subject-only-mixedcase-today-only',
      description: 'Mixed-case code appears only in the Subject line; body refers to it; today-only expiry',
      language: 'en',
      offers: [{ store: 'Bramble Coffee Roasters', code: 'SnowDay', discount: '20% off', expiry: '2026-12-14', barcode: null }],
      esp: 'zoho',
      brand: 'Bramble Coffee Roasters',
      email: 'roastery@bramblecoffee.example',
      domain: d,
      subject: 'Snow day! 20% off everything with code SnowDay (today only)',
      date: ['2026-12-14 06:30', '-0500'],
      pre: 'The roaster is hot, the roads are not. Stay in and stock up.',
      nav: ['Coffee', 'Subscriptions', 'Brew Gear', 'Gifts'],
      mime: 'alt',
      body: `<p><img src="https://cdn.${d}/email/snowday-hero.jpg" width="550" alt="A mug of coffee on a snowy windowsill" style="display:block;width:100%;border:0;" /></p>
<h2 style="font-size:24px;color:#3b2a20;margin:16px 0 8px 0;">Schools are closed. We're not.</h2>
<p>Fourteen inches overnight in Burlington and counting. We're roasting all day and shipping everything tomorrow morning. Use the code from the subject line of this email at checkout &mdash; it works on every bag, every grinder, every mug.</p>
<p style="font-size:13px;color:#777777;">Today only, until midnight ET. Excludes subscriptions already in progress.</p>
${button('zoho', 'Shop coffee', trk('zoho', d, 'shop'), '#3b2a20')}
${grid('zoho', d, [['Woodstove Blend 12 oz', '$17.50', 'BCR-WS-12'], ['Decaf Dusk 12 oz', '$18.00', 'BCR-DD-12'], ['Burr Grinder M2', '$129.00', 'BCR-GR-M2']])}`,
      footer: 'Bramble Coffee Roasters, 41 Pine St, Burlington, VT 05401',
    });
  }
  {
    const d = 'fieldnotesupply.example';
    simple({
      cat: 'en-us',
      name: 'postmark-plaintext-digits-code',
      description: 'Postmark broadcast stream, text/plain only; digits-only code next to "Promo code:"; threshold; M/D/Y expiry',
      language: 'en',
      offers: [{ store: 'Fieldnote Supply', code: '4471', discount: '$10 off $50+', expiry: '2027-01-15', barcode: null }],
      esp: 'postmark',
      brand: 'Fieldnote Supply',
      email: 'letters@fieldnotesupply.example',
      domain: d,
      subject: 'A new year, a fresh notebook',
      date: ['2026-12-30 14:00', '-0800'],
      mime: 'text',
      enc: '7bit',
      plain: `Hi friend,

Every January we restock the paper shelf and every January we run out of the
dot-grid A5s by the 10th. This year we printed twice as many.

What's new on the shelf:

  * Daybook 2027, dated, lay-flat ............ $32   (SKU FS-DB27-NVY)
  * Dot-grid A5, 3-pack ...................... $24   (SKU FS-DG-A5-3)
  * Brass bullet pen, refillable ............. $45   (SKU FS-BP-BRS)

Our thank-you for reading these letters all year:

  Promo code: 4471
  $10 off any order of $50 or more.
  Valid through 1/15/2027, online only, one use per customer.

Shop: https://click.pstmrk.example/v3/https%3A%2F%2Ffieldnotesupply.example%2Fshop/ab12cd34

Questions? Reply to this email or call (503) 555-0187, Mon-Fri 9-5 PT.

Write well,
Jonah at Fieldnote Supply

--
Fieldnote Supply, 1420 SE Morrison St, Portland, OR 97214
Unsubscribe: https://pm-unsub.pstmrk.example/7f3e9a01c2b4d5e6f708
`,
    });
  }
  {
    const d = 'greenbasketmarket.example';
    const upc = upcCheck('49123700512');
    const png = await barcodePng('upca', upc);
    simple({
      cat: 'en-us',
      name: 'instore-upc-coupon-cid',
      description: 'Grocery in-store coupon drawn as a UPC-A barcode (cid: image) with the number printed beside it; $ threshold; two-digit year',
      language: 'en',
      offers: [{ store: 'Green Basket Market', code: upc, discount: '$5 off $25+', expiry: '2026-12-31', barcode: { value: upc, format: 'UPC' } }],
      esp: 'inhouse',
      brand: 'Green Basket Market',
      email: 'savings@greenbasketmarket.example',
      domain: d,
      subject: 'Your December in-store coupon is here',
      date: ['2026-12-04 09:00', '-0700'],
      pre: 'Scan at the register: $5 off a $25 shop.',
      nav: ['Weekly Ad', 'Recipes', 'Pharmacy', 'Store Finder'],
      accent: '#2e7d32',
      mime: 'alt-related',
      body: `<h1 style="font-size:26px;color:#2e7d32;margin:0 0 10px 0;text-align:center;">$5 off your shop of $25 or more</h1>
<p style="text-align:center;margin:0 0 16px 0;">Show this coupon at any Green Basket register or scan it at self-checkout.</p>
<table align="center" cellpadding="0" cellspacing="0" border="0" style="border:2px dashed #2e7d32;"><tr>
<td style="padding:16px;"><img src="cid:coupon-upc@greenbasket" width="260" alt="Coupon barcode" style="display:block;border:0;" /></td>
<td style="padding:16px;font-family:Arial,sans-serif;font-size:13px;color:#333333;">Coupon no.<br /><span style="font-family:'Courier New',monospace;font-size:20px;font-weight:bold;letter-spacing:1px;">${upc}</span><br /><br />Expires 12/31/26</td>
</tr></table>
<p style="font-size:11px;color:#777777;text-align:center;margin-top:14px;">Limit one coupon per household per visit. Excludes alcohol, tobacco, lottery, gift cards, pharmacy copays and postage. Minimum purchase calculated after other discounts.</p>
<h3 style="color:#2e7d32;margin:20px 0 6px 0;">This week's ad</h3>
${grid('inhouse', d, [['Honeycrisp apples, per lb', '$1.99', '4020'], ['Organic whole milk, 1/2 gal', '$4.49', '0-70852-00103'], ['Sourdough boule', '$5.99', 'GB-BAK-118']])}`,
      footer: 'Green Basket Market, Inc. &middot; 3300 Colfax Ave, Denver, CO 80206 &middot; Customer care 1-800-555-0199',
      images: [img('image/png', png, 'coupon-upc@greenbasket', 'coupon.png')],
    });
  }
  {
    const d = 'slowkitchen.example';
    simple({
      cat: 'en-us',
      name: 'substack-newsletter-sponsor-code',
      description: 'Substack-like newsletter; a sponsor block gives a lowercase code for the sponsor brand; no expiry stated',
      language: 'en',
      offers: [{ store: 'Loomwell', code: 'slowkitchen30', discount: '30% off', expiry: null, barcode: null }],
      esp: 'substack',
      brand: 'The Slow Kitchen',
      email: 'slowkitchen@substack.example',
      domain: d,
      subject: 'Issue #112: the case for one good pan',
      date: ['2026-12-06 08:00', '-0500'],
      pre: 'Plus: a braise that forgives you, and what I got wrong about cast iron.',
      mime: 'alt',
      view: 'View in browser',
      body: `<div class="post typography" dir="auto" style="font-family:Georgia,serif;font-size:18px;line-height:1.6;color:#363737;">
<h1 style="font-size:32px;line-height:1.2;margin:0 0 8px 0;">Issue #112: the case for one good pan</h1>
<p style="color:#777777;font-size:14px;margin:0 0 24px 0;">Dana Whitlock &middot; Dec 6 &middot; 7 min read</p>
<p>Three years ago I owned eleven frying pans. Today I own two, and I cook more than ever. A reader survey last month said 62% of you have "too many pans and no room"; 18% of you said you have "exactly one, and it's warped." Both camps, this one's for you.</p>
<p>The short version: buy one heavy, wide, oven-safe pan and learn it the way you'd learn an instrument...</p>
<div class="sponsor" style="border:1px solid #e6e6e6;border-radius:6px;padding:18px;margin:28px 0;background:#fafaf7;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;">
<p style="margin:0 0 6px 0;font-size:11px;letter-spacing:1px;text-transform:uppercase;color:#999999;">Today's issue is supported by Loomwell</p>
<p style="margin:0 0 10px 0;">Loomwell makes the linen aprons and tea towels you've seen in my photos for two years (I paid for every one of them before they ever sponsored anything). Slow Kitchen readers get <strong>30% off their first order</strong> with code <strong>slowkitchen30</strong>.</p>
<p style="margin:0;"><a href="${trk('substack', d, 'sponsor-loomwell')}" style="color:#b04a2f;">Shop Loomwell &rarr;</a></p>
</div>
<h2 style="font-size:22px;">The braise that forgives you</h2>
<p>Brown the short ribs hard, then walk away. Two and a half hours at 300&deg;F, lid on...</p>
<p><a href="${trk('substack', d, 'p/issue-112')}" style="color:#b04a2f;">Read the full issue on the web</a></p>
<table align="center" role="presentation"><tr><td style="padding:6px 12px;border:1px solid #dddddd;border-radius:4px;"><a href="${trk('substack', d, 'like')}" style="color:#363737;text-decoration:none;font-size:14px;">&#9825; Like</a></td><td style="padding:6px 12px;border:1px solid #dddddd;border-radius:4px;"><a href="${trk('substack', d, 'comment')}" style="color:#363737;text-decoration:none;font-size:14px;">Comment</a></td><td style="padding:6px 12px;border:1px solid #dddddd;border-radius:4px;"><a href="${trk('substack', d, 'restack')}" style="color:#363737;text-decoration:none;font-size:14px;">Restack</a></td></tr></table>
</div>`,
      footer: '&copy; 2026 Dana Whitlock<br />548 Market Street PMB 72296, San Francisco, CA 94104',
      unsub: 'Unsubscribe',
    });
  }

  // ---------------------------------------------------------------- en-uk
  {
    const d = 'fenandfleece.example';
    simple({
      cat: 'en-uk',
      name: 'zoho-split-span-code-html-only',
      description: 'Zoho Campaigns, HTML-only; code split across three styled spans (WIN|TER|15) rendering as one word; UK D/M/Y expiry',
      language: 'en',
      offers: [{ store: 'Fen & Fleece', code: 'WINTER15', discount: '15% off', expiry: '2026-12-06', barcode: null }],
      esp: 'zoho',
      brand: 'Fen & Fleece',
      email: 'hello@fenandfleece.example',
      domain: d,
      subject: 'Knitwear weather has arrived',
      date: ['2026-12-01 11:00', '+0000'],
      pre: 'Lambswool, merino and a little something off.',
      nav: ['Women', 'Men', 'Accessories', 'Sale'],
      mime: 'html',
      enc: 'quoted-printable',
      body: `<h1 style="font-family:Georgia,serif;font-size:28px;color:#243b2f;text-align:center;margin:0 0 12px 0;">Knitwear weather</h1>
<p style="text-align:center;">The frost is on the fens. Everything knitted in our Norfolk mill is 15% off this week.</p>
<p style="text-align:center;margin:18px 0 4px 0;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:#7a8a80;">Your code</p>
<p style="text-align:center;margin:0 0 18px 0;font-family:Georgia,serif;font-size:34px;font-weight:bold;"><span style="color:#243b2f;">WIN</span><span style="color:#a0522d;">TER</span><span style="color:#243b2f;">15</span></p>
<p style="text-align:center;font-size:12px;color:#7a8a80;">Ends 06/12/2026 at midnight. Full-price knitwear only.</p>
${button('zoho', 'Shop knitwear', trk('zoho', d, 'knitwear'), '#243b2f')}
${grid('zoho', d, [['Lambswool Crew, Moss', '£89', 'FF-LW-CRW-MOS'], ['Merino Roll Neck, Ink', '£110', 'FF-MR-RN-INK'], ['Cable Beanie', '£35', 'FF-ACC-BNE-01']])}`,
      footer: 'Fen &amp; Fleece Ltd, Mill Lane, Wymondham NR18 0AB. Registered in England &amp; Wales, company no. 09876543. VAT GB 312 4567 89.',
    });
  }
  {
    const d = 'pennyroyalhome.example';
    simple({
      cat: 'en-uk',
      name: 'brevo-dashed-box-letterspaced-hyphen',
      description: 'Brevo template; hyphenated code in a dashed, letter-spaced box; £ threshold; "until 31 December" without year',
      language: 'en',
      offers: [{ store: 'Pennyroyal Home', code: 'HOLLY-10', discount: '£10 off £50+', expiry: '2026-12-31', barcode: null }],
      esp: 'brevo',
      brand: 'Pennyroyal Home',
      email: 'shop@pennyroyalhome.example',
      domain: d,
      subject: 'Deck the halls (for less)',
      date: ['2026-12-10 08:45', '+0000'],
      pre: 'Baubles, candles and garlands with £10 off.',
      nav: ['Christmas', 'Candles', 'Tableware', 'Gifts under £25'],
      mime: 'alt',
      enc: 'base64',
      body: `<h1 style="font-family:Georgia,serif;font-size:26px;color:#7b1e28;text-align:center;margin:0 0 10px 0;">£10 off when you spend £50</h1>
<p style="text-align:center;">Dress the tree, lay the table, light the candles. Pop this code in at checkout:</p>
${dashedBox('HOLLY-10', '#7b1e28', 'Valid until 31 December on orders over £50')}
${button('brevo', 'Shop Christmas', trk('brevo', d, 'christmas'), '#7b1e28')}
${grid('brevo', d, [['Glass Bauble Set of 6', '£24', 'PRH-XM-BAU6'], ['Fig &amp; Cedar Candle', '£32', 'PRH-CN-FIG'], ['Eucalyptus Garland 1.8m', '£45', 'PRH-XM-GAR18']])}`,
      footer: 'Pennyroyal Home Ltd, 14 Sun Street, Frome BA11 1BP. Company no. 11223344.',
    });
  }
  {
    const d = 'tindertrail.example';
    simple({
      cat: 'en-uk',
      name: 'campaign-monitor-welcome-lowercase-no-expiry',
      description: 'Campaign Monitor welcome email; lowercase welcome code, first order, no expiry stated',
      language: 'en',
      offers: [{ store: 'Tinder & Trail', code: 'hello10', discount: '10% off', expiry: null, barcode: null }],
      esp: 'cm',
      brand: 'Tinder & Trail',
      email: 'welcome@tindertrail.example',
      domain: d,
      subject: 'Welcome to Tinder & Trail',
      date: ['2026-11-28 16:20', '+0000'],
      pre: 'Thanks for joining us. Here is a little welcome gift.',
      nav: ['Camping', 'Cook Kit', 'Layers', 'Journal'],
      mime: 'alt',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#33302b;font-size:28px;line-height:36px;text-align:center;">Welcome to the campfire</h1>
<p style="Margin-top:0;Margin-bottom:20px;">Thanks for signing up. We're a small team in the Peak District making kit for people who'd rather be outside: stoves, enamelware, proper wool layers.</p>
<p style="Margin-top:0;Margin-bottom:20px;">As a welcome, take 10% off your first order with the code <strong style="font-family:'Courier New',monospace;">hello10</strong>.</p>
${button('cm', 'Start exploring', trk('cm', d, 'new-in'), '#c25b2a')}
<p style="Margin-top:0;Margin-bottom:20px;font-size:13px;">Want to hear about trips and workshops too? <a href="${trk('cm', d, 'preferences')}" style="color:#c25b2a;">Update your preferences</a>.</p>`,
      footer: 'Tinder &amp; Trail Ltd, Unit 4, Hope Valley Works, Hathersage S32 1DA. Registered in England no. 10456789.',
    });
  }
  {
    const d = 'kettleandcosy.example';
    simple({
      cat: 'en-uk',
      name: 'plaintext-mixedcase-threshold',
      description: 'Text-only mail from a small tea shop; mixed-case code; £5 off £30+; D/M/Y expiry',
      language: 'en',
      offers: [{ store: 'Kettle & Cosy', code: 'TeaTime5', discount: '£5 off £30+', expiry: '2027-01-14', barcode: null }],
      esp: 'inhouse',
      brand: 'Kettle & Cosy',
      email: 'pots@kettleandcosy.example',
      domain: d,
      subject: 'January blends are in',
      date: ['2027-01-04 09:30', '+0000'],
      mime: 'text',
      enc: '8bit',
      plain: `Hello,

Happy new year from the shop on Castle Street. The January blends have
landed:

- Fireside Assam, 100g loose ........ £7.50
- Lemon & Ginger Tisane, 20 bags .... £5.20
- Smoked Lapsang, 100g loose ........ £8.90

If you fancy stocking up, use the code TeaTime5 for £5 off when you spend
£30 or more. It's valid until 14/01/2027 on the website.

Our shop opening hours are back to normal: Tue-Sat 10:00-17:00.
Phone 01743 555 018 if you'd like to reserve anything.

Warmly,
Ruth

Kettle & Cosy, 27 Castle Street, Shrewsbury SY1 2BQ
Company no. 08765432
To stop receiving these letters: https://kettleandcosy.example/u/3f9a21
`,
    });
  }

  // ---------------------------------------------------------------- de
  {
    const d = 'lindenhaus.example';
    simple({
      cat: 'de',
      name: 'brevo-button-code-advent',
      description: 'Brevo (Sendinblue) Newsletter; Code nur im Button-Text "MIT CODE … SHOPPEN"; Ablauf D.M.Y',
      language: 'de',
      offers: [{ store: 'Lindenhaus', code: 'ADVENT20', discount: '20% off', expiry: '2026-12-24', barcode: null }],
      esp: 'brevo',
      brand: 'Lindenhaus',
      email: 'newsletter@lindenhaus.example',
      domain: d,
      subject: 'Der 1. Advent bei Lindenhaus',
      date: ['2026-11-29 18:00', '+0100'],
      pre: 'Kerzen an, Sofa warm: 20 % auf Wohnaccessoires.',
      nav: ['Wohnen', 'Küche', 'Textilien', 'Weihnachten'],
      view: 'Im Browser ansehen',
      unsub: 'Abmelden',
      mime: 'alt',
      body: `<h1 style="font-size:26px;color:#2f3e36;text-align:center;margin:0 0 12px 0;">Frohen ersten Advent!</h1>
<p style="text-align:center;">Die erste Kerze brennt. Für alle, die es sich zu Hause gemütlich machen wollen, gibt es jetzt <strong>20 % Rabatt</strong> auf Wohnaccessoires, Kissen und Decken.</p>
${button('brevo', 'MIT CODE ADVENT20 SHOPPEN', trk('brevo', d, 'advent?code=ADVENT20'), '#2f3e36')}
<p style="text-align:center;font-size:12px;color:#777777;">Gültig bis 24.12.2026. Nicht kombinierbar mit anderen Aktionen. Ausgenommen Möbel und Gutscheine.</p>
${grid('brevo', d, [['Kissenhülle Leinen 50×50', '29,90 €', 'LH-KS-5050-SALB'], ['Wolldecke Fjell', '89,00 €', 'LH-DK-FJL-GRAU'], ['Teelichthalter Messing 3er', '24,95 €', 'LH-TL-MS-3']])}`,
      footer: 'Lindenhaus GmbH · Lindenstraße 12 · 10969 Berlin · Geschäftsführung: Jana Brandt · Amtsgericht Charlottenburg HRB 198765 B · USt-IdNr. DE312345678',
    });
  }
  {
    const d = 'bergwerk-outdoor.example';
    simple({
      cat: 'de',
      name: 'zoho-tiered-euro-thresholds',
      description: 'Zoho Campaigns; zwei Staffel-Codes "10 € ab 50 €" / "25 € ab 100 €"; "bis Sonntag"',
      language: 'de',
      offers: [
        { store: 'Bergwerk Outdoor', code: 'WINTER10', discount: '€10 off €50+', expiry: '2027-01-17', barcode: null },
        { store: 'Bergwerk Outdoor', code: 'WINTER25', discount: '€25 off €100+', expiry: '2027-01-17', barcode: null },
      ],
      esp: 'zoho',
      brand: 'Bergwerk Outdoor',
      email: 'info@bergwerk-outdoor.example',
      domain: d,
      subject: 'Winterstaffel: je mehr, desto günstiger',
      date: ['2027-01-13 07:30', '+0100'],
      pre: 'Bis zu 25 € sparen auf Skitouren-Ausrüstung.',
      nav: ['Bekleidung', 'Schuhe', 'Skitour', 'Klettern'],
      view: 'Online ansehen',
      unsub: 'Newsletter abbestellen',
      mime: 'alt',
      charset: 'iso-8859-15',
      enc: 'quoted-printable',
      body: `<h1 style="font-size:26px;color:#1d3557;margin:0 0 12px 0;">Winterstaffel bis Sonntag</h1>
<p>Frischer Schnee in den Alpen &ndash; und bei uns wird es umso günstiger, je mehr im Warenkorb liegt:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d0d7de;margin:12px 0;">
<tr style="background:#f1f4f8;"><td><strong>10 € Rabatt</strong> ab 50 € Bestellwert</td><td align="right">Code: <strong>WINTER10</strong></td></tr>
<tr><td><strong>25 € Rabatt</strong> ab 100 € Bestellwert</td><td align="right">Code: <strong>WINTER25</strong></td></tr>
</table>
<p style="font-size:12px;color:#666666;">Aktion gültig bis Sonntag, 23:59 Uhr. Ein Code pro Bestellung, nicht auf bereits reduzierte Artikel.</p>
${button('zoho', 'Jetzt ausrüsten', trk('zoho', d, 'winter'), '#1d3557')}
${grid('zoho', d, [['Tourenrucksack 32 L', '139,95 €', 'BW-TR-32-BLU'], ['Merino-Longsleeve', '74,90 €', 'BW-ML-MER-M'], ['Fellmischung 140 mm', '169,00 €', 'BW-FL-140']])}`,
      footer: 'Bergwerk Outdoor GmbH, Marienplatz 3, 83022 Rosenheim · HRB 24680 Amtsgericht Traunstein · Tel. 08031 555 0190',
    });
  }
  {
    const d = 'frischmarkt-jansen.example';
    const ean = ean13Check('400123456789');
    const png = await barcodePng('ean13', ean);
    simple({
      cat: 'de',
      name: 'filial-coupon-ean13-latin1',
      description: 'Filial-Coupon als EAN-13-Barcode (cid:), Nummer daneben gedruckt; "5 € ab 25 €"; ISO-8859-1 quoted-printable',
      language: 'de',
      offers: [{ store: 'Frischmarkt Jansen', code: ean, discount: '€5 off €25+', expiry: '2027-01-31', barcode: { value: ean, format: 'EAN13' } }],
      esp: 'inhouse',
      brand: 'Frischmarkt Jansen',
      email: 'coupon@frischmarkt-jansen.example',
      domain: d,
      subject: 'Ihr persönlicher Einkaufscoupon',
      date: ['2026-12-11 10:00', '+0100'],
      pre: 'Einfach an der Kasse vorzeigen.',
      view: 'Im Browser öffnen',
      unsub: 'Abmelden',
      accent: '#c62828',
      charset: 'iso-8859-1',
      enc: 'quoted-printable',
      mime: 'related',
      body: `<h1 style="font-size:24px;color:#c62828;text-align:center;margin:0 0 10px 0;">5 € Rabatt ab 25 € Einkauf</h1>
<p style="text-align:center;">Zeigen Sie diesen Coupon an der Kasse Ihres Frischmarkts vor (ausgedruckt oder auf dem Smartphone).</p>
<table align="center" cellpadding="12" cellspacing="0" style="border:2px solid #c62828;"><tr>
<td><img src="cid:ean-coupon-01" width="240" alt="Coupon-Barcode" style="display:block;" /></td>
<td style="font-family:Arial,sans-serif;font-size:13px;">Coupon-Nr.<br /><strong style="font-size:18px;letter-spacing:1px;">${ean}</strong><br /><br />Gültig bis 31.01.2027</td>
</tr></table>
<p style="font-size:11px;color:#777777;text-align:center;">Einlösbar einmal pro Einkauf in allen Filialen. Ausgenommen Tabakwaren, Pfand, Zeitschriften und Geschenkkarten. Keine Barauszahlung.</p>`,
      footer: 'Frischmarkt Jansen KG · Hauptstraße 88 · 48143 Münster · HRA 5566 AG Münster',
      images: [img('image/png', png, 'ean-coupon-01', 'coupon.png')],
    });
  }
  {
    const d = 'knallbunt-mode.example';
    simple({
      cat: 'de',
      name: 'subject-only-lowercase-nur-heute',
      description: 'Kleinbuchstaben-Code steht nur im Betreff; Text verweist darauf; "nur heute"',
      language: 'de',
      offers: [{ store: 'Knallbunt', code: 'blitz15', discount: '15% off', expiry: '2026-11-27', barcode: null }],
      esp: 'cm',
      brand: 'Knallbunt',
      email: 'hallo@knallbunt-mode.example',
      domain: d,
      subject: 'Nur heute: 15 % auf alles mit dem Code blitz15',
      date: ['2026-11-27 06:00', '+0100'],
      pre: 'Blitzaktion! Bis Mitternacht.',
      nav: ['Neu', 'Kleider', 'Jacken', 'Accessoires'],
      view: 'Webversion',
      unsub: 'Abmelden',
      mime: 'alt',
      body: `<p style="text-align:center;Margin:0 0 16px 0;"><img src="https://cdn.${d}/email/blitz-hero.gif" width="552" alt="BLITZAKTION" style="display:block;width:100%;border:0;" /></p>
<p style="Margin:0 0 16px 0;text-align:center;font-size:18px;">Blitzaktion bis Mitternacht! Gib einfach den Code aus der Betreffzeile im Warenkorb ein &ndash; gilt auf das gesamte Sortiment.</p>
${button('cm', 'Zum Shop', trk('cm', d, 'neu'), '#e6007e')}
${grid('cm', d, [['Strickkleid Mina', '79,95 €', 'KB-KL-MINA-S'], ['Steppjacke Oda', '129,00 €', 'KB-JA-ODA-M'], ['Schal Regenbogen', '24,95 €', 'KB-AC-SCH-RB']])}
<p style="font-size:12px;color:#888888;text-align:center;">Nur heute gültig, nicht kombinierbar. Größen XS&ndash;XXL solange der Vorrat reicht.</p>`,
      footer: 'Knallbunt Mode GmbH · Schanzenstraße 5 · 20357 Hamburg · HRB 154321',
    });
  }
  {
    const d = 'kaffeerad.example';
    simple({
      cat: 'de',
      name: 'plaintext-welcome-underscore-no-expiry',
      description: 'Reine Text-Mail (8bit, ISO-8859-15); Willkommenscode mit Unterstrich, kein Ablaufdatum',
      language: 'de',
      offers: [{ store: 'Kaffeerad', code: 'willkommen_10', discount: '10% off', expiry: null, barcode: null }],
      esp: 'inhouse',
      brand: 'Kaffeerad',
      email: 'post@kaffeerad.example',
      domain: d,
      subject: 'Willkommen bei Kaffeerad',
      date: ['2026-12-07 12:00', '+0100'],
      mime: 'text',
      enc: '8bit',
      charset: 'iso-8859-15',
      plain: `Hallo und herzlich willkommen!

Schön, dass du dich für unseren Newsletter angemeldet hast. Wir rösten
jeden Dienstag in kleinen Chargen in Leipzig-Plagwitz und liefern per
Lastenrad (in Leipzig) oder per Post (überall sonst).

Als kleines Dankeschön bekommst du 10 % Rabatt auf deine erste Bestellung
mit dem Code:

    willkommen_10

Unsere Bestseller:
  - Espresso "Karl-Heine" 500 g ........ 16,90 €
  - Filter "Lindenau" 250 g ............ 9,80 €
  - Entkoffeiniert "Nachtschicht" 250 g  10,50 €

Fragen? Einfach auf diese Mail antworten oder anrufen: 0341 555 2077.

Viele Grüße
Paula & Tom von Kaffeerad

--
Kaffeerad UG (haftungsbeschränkt), Karl-Heine-Straße 90, 04229 Leipzig
HRB 35678, Amtsgericht Leipzig
Abmelden: https://kaffeerad.example/abmelden?u=5c0ffee
`,
    });
  }
}
