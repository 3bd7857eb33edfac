import { simple, button, grid, trk, barcodePng, img } from './lib.ts';

export async function negatives(): Promise<void> {
  const cat = 'negatives';
  {
    const d = 'trailforge.example';
    simple({
      cat,
      name: 'en-us-postmark-order-confirmation-applied-code',
      description: 'Order confirmation: order number, SKUs, size XL, a promo code shown as already applied, phone number; no new offer',
      language: 'en',
      offers: [],
      esp: 'postmark',
      brand: 'Trailforge',
      email: 'orders@trailforge.example',
      domain: d,
      subject: 'Order TF-20261204-88317 confirmed',
      date: ['2026-12-04 13:42', '-0700'],
      pre: 'Thanks for your order. Here is your receipt.',
      mime: 'alt',
      body: `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Thanks for your order, Sam!</h1>
<p>We've received order <strong>TF-20261204-88317</strong> and will email you when it ships.</p>
<table class="purchase" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:25px 0;">
<tr><th align="left" style="padding-bottom:8px;border-bottom:1px solid #EAEAEC;font-size:12px;">Item</th><th align="right" style="padding-bottom:8px;border-bottom:1px solid #EAEAEC;font-size:12px;">Amount</th></tr>
<tr><td style="padding:10px 0;">AirFlex-200 Trail Runner, Men's 10.5 (SKU TF-AF200-M105-BLK)</td><td align="right">$139.00</td></tr>
<tr><td style="padding:10px 0;">Ridgeline Fleece, size XL (SKU TF-RF-XL-OLV)</td><td align="right">$89.00</td></tr>
<tr><td style="padding:10px 0;">Merino Hiking Sock 2-pack (SKU TF-MS2-L)</td><td align="right">$28.00</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #EAEAEC;">Subtotal</td><td align="right" style="border-top:1px solid #EAEAEC;">$256.00</td></tr>
<tr><td style="padding:4px 0;">Promo code WELCOME15 (applied)</td><td align="right">-$38.40</td></tr>
<tr><td style="padding:4px 0;">Shipping (Ground)</td><td align="right">$0.00</td></tr>
<tr><td style="padding:4px 0;">Tax</td><td align="right">$17.44</td></tr>
<tr><td style="padding:10px 0;font-weight:bold;border-top:1px solid #EAEAEC;">Total charged to Visa ending 4242</td><td align="right" style="font-weight:bold;border-top:1px solid #EAEAEC;">$235.04</td></tr>
</table>
<p>Shipping to: Sam Reader, 415 Larkspur Ln, Boise, ID 83702</p>
${button('postmark', 'View order status', trk('postmark', d, 'orders/TF-20261204-88317'), '#22BC66')}
<p style="font-size:13px;color:#6B6E76;">Need help? Call 1-208-555-0166 or reply to this email. Returns are free within 30 days.</p>`,
      footer: 'Trailforge Outfitters Inc. · 1020 W Main St, Boise, ID 83702',
    });
  }
  {
    const d = 'budgetnest.example';
    simple({
      cat,
      name: 'en-us-drip-login-2fa-code',
      description: 'App sign-in email with a 6-digit one-time code, device info and support phone; no deal',
      language: 'en',
      offers: [],
      esp: 'drip',
      brand: 'BudgetNest',
      email: 'security@budgetnest.example',
      domain: d,
      subject: 'Your BudgetNest sign-in code: 482913',
      date: ['2026-12-11 22:17', '-0500'],
      pre: 'Use this code to finish signing in. It expires in 10 minutes.',
      mime: 'alt',
      body: `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">Someone (hopefully you) is signing in to BudgetNest on <strong>Chrome 131 on macOS</strong> near Columbus, OH.</p>
<p style="margin:0 0 8px 0;font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#777777;text-align:center;">Your verification code</p>
<p style="margin:0 0 16px 0;text-align:center;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:8px;">482913</p>
<p style="margin:0 0 16px 0;">This code expires in 10 minutes. Never share it: BudgetNest staff will never ask for it.</p>
<p style="margin:0 0 16px 0;font-size:14px;">Not you? <a href="${trk('drip', d, 'security/lock')}">Lock your account</a> or call us at (614) 555-0109. Reference: SEC-7Q2X-91.</p>`,
      footer: 'BudgetNest, Inc. · 250 S High St, Columbus, OH 43215',
    });
  }
  {
    const d = 'brightwell-audio.example';
    simple({
      cat,
      name: 'en-uk-shipping-notice-tracking',
      description: 'Dispatch notice: tracking number, UK postcode, product model names, order number, phone; no deal',
      language: 'en',
      offers: [],
      esp: 'cm',
      brand: 'Brightwell Audio',
      email: 'dispatch@brightwell-audio.example',
      domain: d,
      subject: 'Your order BWA-552190 is on its way',
      date: ['2026-12-16 14:05', '+0000'],
      pre: 'Tracking number RM 4829 1037 5GB inside.',
      mime: 'alt',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#222222;font-size:24px;">Good news: it's on its way</h1>
<p style="Margin-top:0;Margin-bottom:16px;">Order <strong>BWA-552190</strong> left our warehouse today with Royal Mail Tracked 24.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e1e1e1;">
<tr><td>Tracking number</td><td align="right"><strong>RM482910375GB</strong></td></tr>
<tr><td>Estimated delivery</td><td align="right">Thu 17 Dec</td></tr>
<tr><td>Delivering to</td><td align="right">14 Arden Road, Leeds LS6 2HQ</td></tr>
</table>
<p style="Margin-top:16px;Margin-bottom:8px;"><strong>In this parcel</strong></p>
<p style="Margin-top:0;Margin-bottom:16px;">1 × AirFlex-200 wireless headphones, Graphite (BWA-AF200-GR) — £149.00<br />1 × Pocket DAC X2 (BWA-PDX2) — £59.00</p>
${button('cm', 'Track parcel', trk('cm', d, 'track/RM482910375GB'), '#222222')}
<p style="Margin-top:0;Margin-bottom:16px;font-size:13px;">Questions? Call 0113 555 0190 (Mon–Fri, 9–5).</p>`,
      footer: 'Brightwell Audio Ltd, 3 Wellington Place, Leeds LS1 4AP. Registered in England no. 07654321. VAT GB 987 6543 21.',
    });
  }
  {
    const d = 'kaufzeit-moebel.example';
    simple({
      cat,
      name: 'de-brevo-black-week-teaser-no-code',
      description: 'Black-Week-Teaser: "bis zu 60 %" auf ausgewählte Artikel, Hashtag, Artikelnummern und Preise, aber kein Code und nichts automatisch',
      language: 'de',
      offers: [],
      esp: 'brevo',
      brand: 'Kaufzeit Möbel',
      email: 'news@kaufzeit-moebel.example',
      domain: d,
      subject: 'Die #BlackWeek2026 startet Montag',
      date: ['2026-11-21 09:00', '+0100'],
      pre: 'Bis zu 60 % auf ausgewählte Möbel. Jetzt schon Favoriten merken.',
      nav: ['Sofas', 'Betten', 'Tische', 'Lampen'],
      view: 'Im Browser ansehen',
      unsub: 'Abmelden',
      mime: 'alt',
      body: `<h1 style="font-size:28px;color:#111111;text-align:center;margin:0 0 12px 0;">Die Black Week startet Montag</h1>
<p style="text-align:center;">Ab 23.11. um 8 Uhr: <strong>bis zu 60 %</strong> auf ausgewählte Sofas, Betten und Leuchten. Merk dir jetzt schon deine Favoriten &ndash; die Stückzahlen sind begrenzt.</p>
${grid('brevo', d, [['Sofa Mara 3-Sitzer', 'ab 899,00 €', 'KZ-SOF-MARA-3'], ['Boxspringbett Nord 180×200', 'ab 1.299,00 €', 'KZ-BOX-NORD-180'], ['Stehleuchte Arc-150', '189,00 €', 'KZ-LMP-ARC150']])}
${button('brevo', 'Favoriten merken', trk('brevo', d, 'merkzettel'), '#111111')}
<p style="text-align:center;font-size:12px;color:#777777;">Teile deine Lieblingsstücke mit #BlackWeek2026. Hotline: 0800 555 0123 (kostenlos).</p>`,
      footer: 'Kaufzeit Möbel GmbH · Industriestraße 4 · 33602 Bielefeld · HRB 44556 · USt-IdNr. DE298765432',
    });
  }
  {
    const d = 'mercerie-lune.example';
    simple({
      cat,
      name: 'fr-zoho-loyalty-points-statement',
      description: 'Relevé de points fidélité : solde, numéro de carte, seuil du prochain bon ; aucune offre utilisable',
      language: 'fr',
      offers: [],
      esp: 'zoho',
      brand: 'Mercerie Lune',
      email: 'fidelite@mercerie-lune.example',
      domain: d,
      subject: 'Votre relevé de points – décembre 2026',
      date: ['2026-12-01 08:30', '+0100'],
      pre: 'Vous avez 1 250 points.',
      view: 'Voir en ligne',
      unsub: 'Se désinscrire',
      mime: 'alt',
      body: `<h1 style="font-size:22px;color:#3f3d56;margin:0 0 12px 0;">Votre relevé de points</h1>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dddddd;">
<tr><td>Carte fidélité n°</td><td align="right"><strong>2931 0047 7712</strong></td></tr>
<tr><td>Solde au 30/11/2026</td><td align="right"><strong>1 250 points</strong></td></tr>
<tr><td>Points gagnés en novembre</td><td align="right">+310</td></tr>
<tr><td>Points expirant le 31/03/2027</td><td align="right">120</td></tr>
</table>
<p>Encore 750 points et vous débloquerez un bon d'achat au prochain relevé. Chaque euro dépensé en boutique ou en ligne vous rapporte 1 point.</p>
<p style="font-size:12px;color:#777777;">Dernier achat : 27/11/2026, boutique de Nantes, ticket n° 0042-118-2291, 38,50 €.</p>
${button('zoho', 'Voir mon compte', trk('zoho', d, 'compte'), '#3f3d56')}`,
      footer: 'Mercerie Lune SARL · 8 rue Crébillon, 44000 Nantes · 02 40 55 01 99 · RCS Nantes 512 345 987',
    });
  }
  {
    const d = 'tiendaraqueta.example';
    simple({
      cat,
      name: 'es-postmark-invoice-applied-coupon',
      description: 'Factura de pedido con un cupón ya aplicado, número de pedido, NIF, seguimiento y teléfono; sin oferta nueva',
      language: 'es',
      offers: [],
      esp: 'postmark',
      brand: 'Tienda Raqueta',
      email: 'pedidos@tiendaraqueta.example',
      domain: d,
      subject: 'Factura de tu pedido #RQ-104882',
      date: ['2026-12-09 17:20', '+0100'],
      pre: 'Gracias por tu compra.',
      unsub: 'Preferencias de correo',
      mime: 'alt',
      enc: 'base64',
      body: `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Factura FV-2026-018832</h1>
<p>Pedido <strong>#RQ-104882</strong> · 09/12/2026</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:20px 0;">
<tr><td style="padding:8px 0;border-bottom:1px solid #EAEAEC;">Pala de pádel Vortex Pro (ref. TR-PAD-VXP)</td><td align="right" style="border-bottom:1px solid #EAEAEC;">149,95 €</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #EAEAEC;">Bote de pelotas x3 (ref. TR-PEL-3)</td><td align="right" style="border-bottom:1px solid #EAEAEC;">6,50 €</td></tr>
<tr><td style="padding:8px 0;">Cupón aplicado NAVIDAD10</td><td align="right">-15,65 €</td></tr>
<tr><td style="padding:8px 0;">Envío</td><td align="right">0,00 €</td></tr>
<tr><td style="padding:8px 0;font-weight:bold;border-top:1px solid #EAEAEC;">Total (IVA 21% incluido)</td><td align="right" style="font-weight:bold;border-top:1px solid #EAEAEC;">140,80 €</td></tr>
</table>
<p>Número de seguimiento SEUR: <strong>2840 1937 6612</strong></p>
<p style="font-size:13px;color:#6B6E76;">Cliente: Sam Reader · NIF 12345678Z · C/ Alcalá 200, 28028 Madrid. Atención al cliente: 910 555 023.</p>`,
      footer: 'Tienda Raqueta S.L. · CIF B87654321 · Paseo de la Castellana 95, 28046 Madrid',
    });
  }
  {
    const d = 'teatroverdi-eventi.example';
    const value = 'TKT-VRD-20270116-C14-00821';
    return await (async () => {
      const png = await barcodePng('qrcode', value, { scale: 4 });
      simple({
        cat,
        name: 'it-event-ticket-qr-booking-ref',
        description: 'Biglietto evento con QR d\'ingresso (cid:), codice prenotazione, posto e fila; nessuna offerta',
        language: 'it',
        offers: [],
        esp: 'zoho',
        brand: 'Teatro Verdi',
        email: 'biglietteria@teatroverdi-eventi.example',
        domain: d,
        subject: 'I tuoi biglietti: Il barbiere di Siviglia, 16/01/2027',
        date: ['2026-12-18 12:10', '+0100'],
        pre: 'Codice prenotazione VRD7K2QM.',
        view: 'Visualizza online',
        unsub: 'Disiscriviti',
        mime: 'related',
        body: `<h1 style="font-size:22px;color:#7b1fa2;margin:0 0 12px 0;">Il barbiere di Siviglia</h1>
<p>Sabato 16 gennaio 2027, ore 20:30 · Teatro Verdi, Piazza Verdi 1, Trieste</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dddddd;">
<tr><td>Codice prenotazione</td><td align="right"><strong>VRD7K2QM</strong></td></tr>
<tr><td>Settore</td><td align="right">Platea, fila C, posti 14–15</td></tr>
<tr><td>Totale pagato</td><td align="right">2 × 48,00 € = 96,00 €</td></tr>
</table>
<p style="text-align:center;margin-top:16px;"><img src="cid:ticket-qr@verdi" width="160" height="160" alt="QR d'ingresso" style="display:inline-block;" /><br /><span style="font-size:12px;color:#777777;">${value}</span></p>
<p style="font-size:12px;color:#777777;">Mostra il QR all'ingresso. Apertura porte ore 19:45. Info: 040 555 0177.</p>`,
        footer: 'Fondazione Teatro Verdi · Piazza Verdi 1, 34121 Trieste · C.F. 80012345678',
        images: [img('image/png', png, 'ticket-qr@verdi', 'biglietto.png')],
      });
      await rest();
    })();
  }
}

async function rest(): Promise<void> {
  const cat = 'negatives';
  {
    const d = 'prijsradar-elektro.example';
    simple({
      cat,
      name: 'nl-price-drop-alert',
      description: 'Prijsalarm: een product op je verlanglijst is goedkoper (oude/nieuwe prijs, modelnaam, artikelnummer); geen code, geen actie',
      language: 'nl',
      offers: [],
      esp: 'inhouse',
      brand: 'Elektrohuis',
      email: 'prijsalarm@prijsradar-elektro.example',
      domain: d,
      subject: 'Prijsalarm: AirFlex-200 is nu € 89,99',
      date: ['2026-12-02 15:45', '+0100'],
      pre: 'Een item op je verlanglijst is in prijs gedaald.',
      view: 'Bekijk in browser',
      unsub: 'Prijsalarmen beheren',
      mime: 'alt',
      body: `<h1 style="font-size:22px;color:#0d47a1;margin:0 0 12px 0;">Goed nieuws van je verlanglijst</h1>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e0e0e0;"><tr>
<td width="120"><img src="https://cdn.${d}/p/af200.jpg" width="110" alt="AirFlex-200" style="display:block;" /></td>
<td><strong>AirFlex-200 draadloze koptelefoon, zwart</strong><br />Artikelnummer 8800-4417-21<br /><span style="text-decoration:line-through;color:#999999;">€ 119,99</span> <strong style="color:#c62828;font-size:18px;">€ 89,99</strong><br /><span style="font-size:12px;">Morgen in huis bij bestelling vóór 23:59 · 4,6/5 (812 reviews)</span></td>
</tr></table>
<p style="margin-top:16px;">Deze prijs is vastgesteld op 02-12-2026 om 15:30 en kan wijzigen.</p>
${button('inhouse', 'Bekijk product', trk('inhouse', d, 'p/8800-4417-21'), '#0d47a1')}`,
      footer: 'Elektrohuis B.V. · Stationsplein 1 · 3818 LE Amersfoort · KvK 56789012 · klantenservice 033 555 0100',
    });
  }
  {
    const d = 'contafacil.example';
    simple({
      cat,
      name: 'pt-br-password-reset-code-plaintext',
      description: 'Só texto: código de redefinição de senha de 6 dígitos, protocolo de atendimento e telefone; sem oferta',
      language: 'pt',
      offers: [],
      esp: 'inhouse',
      brand: 'ContaFácil',
      email: 'nao-responda@contafacil.example',
      domain: d,
      subject: 'Código para redefinir sua senha',
      date: ['2026-12-07 03:12', '-0300'],
      mime: 'text',
      enc: 'quoted-printable',
      plain: `Olá, Sam.

Recebemos um pedido para redefinir a senha da sua conta ContaFácil.

Seu código de verificação é: 739204

Ele vale por 15 minutos. Se não foi você, ignore este e-mail; sua senha
continua a mesma.

Protocolo de atendimento: 20261207-031255
Dispositivo: Android 15, Recife - PE

Central de ajuda: 0800 555 0147 (24h)

ContaFácil Pagamentos S.A. - CNPJ 22.333.444/0001-55
Av. Boa Viagem 3500, Recife - PE, 51020-000
`,
    });
  }
  {
    const d = 'cozinhaaberta.example';
    simple({
      cat,
      name: 'pt-substack-newsletter-survey-percentages',
      description: 'Newsletter estilo Substack com resultados de inquérito em %, hashtag e preços citados; sem patrocínio nem código',
      language: 'pt',
      offers: [],
      esp: 'substack',
      brand: 'Cozinha Aberta',
      email: 'cozinhaaberta@substack.example',
      domain: d,
      subject: 'Edição #58: o que os leitores cozinharam no Natal',
      date: ['2026-12-27 10:00', '+0000'],
      pre: 'Os resultados do inquérito e três receitas de sobras.',
      unsub: 'Cancelar subscrição',
      mime: 'alt',
      body: `<div class="post typography" style="font-family:Georgia,serif;font-size:18px;line-height:1.6;color:#363737;">
<h1 style="font-size:30px;line-height:1.2;margin:0 0 8px 0;">Edição #58: o que os leitores cozinharam no Natal</h1>
<p style="color:#777777;font-size:14px;">Rita Lopes · 27 dez · 6 min de leitura</p>
<p>Obrigada às 1 214 pessoas que responderam ao inquérito! Os números: <strong>71%</strong> fizeram bacalhau na consoada, <strong>22%</strong> polvo, e uns corajosos <strong>7%</strong> arriscaram peru assado. O bolo-rei continua a ganhar à rainha por 64% contra 36%.</p>
<p>O preço do bacalhau graúdo subiu em média 12% este ano (de 15,90 € para 17,80 €/kg no mercado do Bolhão). Partilhem as vossas sobras com #CozinhaAberta58.</p>
<h2 style="font-size:22px;">Roupa-velha em três versões</h2>
<p>A clássica, com couve e grão; a de forno, com broa; e a que ninguém pede mas toda a gente come&hellip;</p>
<p><a href="${trk('substack', d, 'p/edicao-58')}" style="color:#b04a2f;">Ler no site</a></p>
</div>`,
      footer: '© 2026 Rita Lopes<br />548 Market Street PMB 72296, San Francisco, CA 94104',
    });
  }
  {
    const d = 'galeria-amber.example';
    simple({
      cat,
      name: 'pl-gift-card-balance',
      description: 'Saldo karty podarunkowej: numer karty, PIN, kwota, data ważności karty; brak promocji',
      language: 'pl',
      offers: [],
      esp: 'brevo',
      brand: 'Galeria Amber',
      email: 'karty@galeria-amber.example',
      domain: d,
      subject: 'Saldo Twojej karty podarunkowej',
      date: ['2027-01-05 11:30', '+0100'],
      pre: 'Na karcie pozostało 150,00 zł.',
      view: 'Zobacz w przeglądarce',
      unsub: 'Wypisz się',
      mime: 'alt',
      body: `<h1 style="font-size:22px;color:#e65100;margin:0 0 12px 0;">Saldo karty podarunkowej</h1>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dddddd;">
<tr><td>Numer karty</td><td align="right"><strong>6035 7700 1234 5678</strong></td></tr>
<tr><td>PIN</td><td align="right">•••• (ostatnie cyfry 91)</td></tr>
<tr><td>Dostępne saldo</td><td align="right"><strong>150,00 zł</strong></td></tr>
<tr><td>Ostatnia transakcja</td><td align="right">28.12.2026, sklep nr 014, -49,99 zł</td></tr>
<tr><td>Karta ważna do</td><td align="right">31.12.2027</td></tr>
</table>
<p>Kartę możesz wykorzystać we wszystkich 42 salonach Galerii Amber oraz w sklepie internetowym.</p>
${button('brevo', 'Sprawdź historię karty', trk('brevo', d, 'karta'), '#e65100')}
<p style="font-size:12px;color:#777777;">Infolinia: 58 555 01 77 (pn–pt 8–18).</p>`,
      footer: 'Galeria Amber sp. z o.o. · al. Grunwaldzka 141, 80-264 Gdańsk · NIP 584-123-45-67 · KRS 0000654321',
    });
  }
  {
    const d = 'leafandloaf.example';
    simple({
      cat,
      name: 'en-uk-referral-explainer-points',
      description: 'Referral explainer: share a personal link to earn loyalty points; hashtag and referral ID; no discount or code for the reader',
      language: 'en',
      offers: [],
      esp: 'cm',
      brand: 'Leaf & Loaf',
      email: 'friends@leafandloaf.example',
      domain: d,
      subject: 'How Leaf Points referrals work',
      date: ['2026-12-03 12:00', '+0000'],
      pre: 'Share your link, earn 500 points per friend.',
      mime: 'alt',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#2e4a3a;font-size:26px;">Bake it forward</h1>
<p style="Margin-top:0;Margin-bottom:16px;">You asked how referrals work, so here it is in three steps:</p>
<ol style="Margin-top:0;Margin-bottom:16px;">
<li>Share your personal link: <strong>leafandloaf.example/r/SAMR-2291</strong></li>
<li>Your friend places their first bread subscription.</li>
<li>After their second delivery, 500 Leaf Points land in your account.</li>
</ol>
<p style="Margin-top:0;Margin-bottom:16px;">You currently have <strong>1,340 points</strong>. Points can be swapped for extra loaves in your account area (2,000 points = one sourdough).</p>
<p style="Margin-top:0;Margin-bottom:16px;font-size:13px;">Post your bakes with #BakeItForward26. Questions? 020 7946 0321.</p>
${button('cm', 'Copy my link', trk('cm', d, 'r/SAMR-2291'), '#2e4a3a')}`,
      footer: 'Leaf &amp; Loaf Bakery Ltd, 9 Druid Street, London SE1 2EY. Company no. 12345098.',
    });
  }
}
