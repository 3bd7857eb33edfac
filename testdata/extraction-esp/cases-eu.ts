import {
  sfmc, klaviyo, kl, shopify, shop, mjml, mj, braze, hubspot, outlook, mso, msoBlank,
  htmlToText, textPart, htmlPart, alt, related, PIXEL_GIF, type Case,
} from './lib.ts';
import { headers, O } from './common.ts';

const klFoot = (text: string, link: string, addr: string) =>
  `<p>${text} <a href="https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1" style="color:#727272;">${link}</a></p><p>${addr}</p>`;

export function euCases(): Case[] {
  const cases: Case[] = [];

  // ---------------------------------------------------------------- de
  {
    const store = 'Bergmann Sport';
    const host = 'news.bergmann-sport.example';
    const html = sfmc({
      lang: 'de', title: 'Black Week bei Bergmann Sport', preheader: 'Nur bis 30.11. \u2013 jetzt Lieblingsst\u00fccke sichern',
      brand: store, logoHost: host, nav: ['Damen', 'Herren', 'Kinder', 'Laufen', 'Outdoor', 'Sale'],
      rows: [
        `<p style="font-family:Arial,sans-serif;font-size:30px;font-weight:bold;color:#111;text-align:center;margin:0;">Black Week: -20 % auf alles</p><p style="font-family:Arial,sans-serif;font-size:16px;text-align:center;">Hallo Sportsfreund, die Black Week ist da! Mit deinem Code sparst du 20 % auf das gesamte Sortiment.</p>`,
        `<table align="center" cellpadding="0" cellspacing="0" role="presentation" style="border:2px solid #111;"><tr><td style="padding:12px 40px;font-family:Arial,sans-serif;text-align:center;"><span style="font-size:12px;">Dein Code</span><br><span style="font-size:26px;font-weight:bold;letter-spacing:2px;">WINTER20</span></td></tr></table>`,
        `<p style="font-family:Arial,sans-serif;font-size:14px;text-align:center;">Einfach im Warenkorb eingeben. G\u00fcltig bis 30.11.2026, 23:59 Uhr.</p>`,
        `<table width="100%" role="presentation"><tr><td class="responsive-td" width="50%" style="font-family:Arial;font-size:13px;padding:6px;">Laufschuh Velox 3<br>Art.-Nr. 448120<br><b>129,95 \u20ac</b></td><td class="responsive-td" width="50%" style="font-family:Arial;font-size:13px;padding:6px;">Softshelljacke Alpin<br>Art.-Nr. 512077<br><b>159,00 \u20ac</b></td></tr></table>`,
        `<p style="font-family:Arial,sans-serif;font-size:10px;color:#777;">Nicht mit anderen Aktionen kombinierbar. Ausgenommen Gutscheine und bereits reduzierte Artikel. Alle Preise inkl. MwSt., zzgl. Versand.</p>`,
      ],
      footer: `<p>Bergmann Sport GmbH \u00b7 Leopoldstra\u00dfe 112 \u00b7 80802 M\u00fcnchen<br>Amtsgericht M\u00fcnchen HRB 204711 \u00b7 USt-IdNr. DE298441027</p><p><a href="https://click.${host}/?qs=abmelden" style="color:#bbb;">Abmelden</a> | <a href="https://click.${host}/?qs=impressum" style="color:#bbb;">Impressum</a> | <a href="https://click.${host}/?qs=datenschutz" style="color:#bbb;">Datenschutz</a></p>`,
    });
    cases.push({
      folder: 'de', name: 'sfmc-windows1252-box',
      description: 'SFMC in windows-1252 quoted-printable; German "-20 %" with code in a bordered box; D.M.YYYY expiry; article numbers and HRB/USt-Id as decoys',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'newsletter@' + host, to: 'jonas.weber@mailbox.example', charset: 'windows-1252', mode: 'Q',
        subject: '-20 % auf alles: Dein Black-Week-Code ist da', date: ['2026-11-23 09:00', '+0100'], id: 'bgs.bw26.001',
        unsub: `https://click.${host}/?qs=abmelden`, extra: [['X-SFMC-Stack', '10']],
      }),
      body: alt('----=_Part_2041_77', textPart(htmlToText(html), 'windows-1252', 'quoted-printable'), htmlPart(html.replace('charset=utf-8', 'charset=windows-1252'), 'windows-1252', 'quoted-printable')),
      offers: [O(store, 'WINTER20', '20% off', '2026-11-30')],
    });
  }

  {
    const store = 'Kleiderei Nord';
    const html = klaviyo({
      lang: 'de', preheader: 'Dein Wochenend-Vorteil wartet schon.',
      blocks: [
        kl.text('<h1 style="font-size:26px;margin:0;">15 \u20ac geschenkt*</h1>'),
        kl.text('Gib den Gutscheincode <b>NORD15</b> im Warenkorb ein und spare 15 \u20ac ab einem Bestellwert von 75 \u20ac. Nur bis Sonntag!'),
        kl.button('JETZT SHOPPEN', 'https://trk.klclick.example/ls/click?upn=kleiderei'),
        kl.products([['Wollmantel Hedda', '189,00 \u20ac', 'KN-4471'], ['Strickpullover Fiete', '79,90 \u20ac', 'KN-3310']], 'https://kleiderei-nord.example/products/'),
        kl.text('*Einmal pro Kunde einl\u00f6sbar. Nicht mit anderen Rabatten kombinierbar.', 'font-size:11px;color:#888;text-align:center;'),
      ],
      footer: klFoot('Du m\u00f6chtest keine E-Mails mehr erhalten?', 'Abmelden', 'Kleiderei Nord GmbH, Gro\u00dfe Bergstra\u00dfe 210, 22767 Hamburg'),
    });
    cases.push({
      folder: 'de', name: 'klaviyo-schwelle-sonntag',
      description: 'Klaviyo; "15 € ab 75 € Bestellwert" with "Gutscheincode ... im Warenkorb eingeben"; "nur bis Sonntag" sent on a Thursday',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'hallo@kleiderei-nord.example', to: 'lena.h@mailbox.example',
        subject: '15 \u20ac Rabatt ab 75 \u20ac \u2013 nur bis Sonntag', date: ['2026-11-19 17:00', '+0100'], id: '01JDKNORD15',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-kn15==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'NORD15', '€15 off €75+', '2026-11-22')],
    });
  }

  {
    const store = 'Weinhandlung Lindner';
    const body = [
      mso('Liebe Kundinnen und Kunden,'),
      msoBlank(),
      mso('<b>nur heute</b> liefern wir alle Bestellungen versandkostenfrei \u2013 ganz ohne Code und ohne Mindestbestellwert.'),
      msoBlank(),
      mso('Unsere Empfehlung zum Advent: Riesling Kabinett \u201eAm Steinberg\u201c 2024 (0,75 l, 12,90 \u20ac) und der Sp\u00e4tburgunder vom Kaiserstuhl (16,50 \u20ac).'),
      msoBlank(),
      mso('Vormerken: Unsere Weinprobe findet am 05.12.2026 ab 18 Uhr im Laden statt. Anmeldung unter 0761 555 2140.'),
      msoBlank(),
      mso('Herzliche Gr\u00fc\u00dfe'),
      mso('Ihr Thomas Lindner'),
      msoBlank(),
      mso(`<span style='font-size:8.0pt;color:#7F7F7F'>Weinhandlung Lindner e.K. \u00b7 Konviktstra\u00dfe 9 \u00b7 79098 Freiburg \u00b7 Inhaber: Thomas Lindner \u00b7 Abgabe nur an Personen ab 18 Jahren. Abmelden: Antworten Sie mit \u201eAbmelden\u201c.<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'DE', body });
    cases.push({
      folder: 'de', name: 'outlook-nur-heute-versandkostenfrei',
      description: 'Outlook/Word HTML (windows-1252, QP) from a wine shop; "nur heute" free shipping without code; a later tasting date as decoy',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'info@weinhandlung-lindner.example', to: 'kunden@weinhandlung-lindner.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Nur heute: versandkostenfrei bestellen', date: ['2026-11-28 08:00', '+0100'], id: 'FR2P281MB0441C1D2E3F4A5B6@FR2P281MB0441.DEUP281.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'de-DE']],
      }),
      body: alt('_000_FR2P281MB0441_', textPart(htmlToText(html), 'windows-1252', 'quoted-printable', 'Windows-1252'), htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252')),
      offers: [O(store, null, 'free shipping', '2026-11-28')],
    });
  }

  {
    const store = 'M\u00fchlenhof Kaffee';
    const html = mjml({
      lang: 'de', title: 'Willkommen bei M\u00fchlenhof', preheader: 'Sch\u00f6n, dass du da bist \u2013 hier ist dein Gutschein.',
      sections: [
        [mj.text('<span style="font-size:26px;">Willkommen bei M\u00fchlenhof Kaffee</span>') +
          mj.text('Wir r\u00f6sten seit 1952 im Langzeitverfahren im Trommelr\u00f6ster. Als Dankesch\u00f6n f\u00fcr deine Anmeldung schenken wir dir 10 % auf deine erste Bestellung.')],
        [mj.text('<div style="font-size:0"><span style="font-size:13px;">Dein pers\u00f6nlicher Willkommensgutschein:</span><br><span style="font-size:24px;font-weight:bold;font-family:Courier New,monospace;">MH-5XK9-TRQ</span></div>') +
          mj.text('Der Code ist 30 Tage g\u00fcltig.', 'font-size:13px;color:#666;text-align:center;') +
          mj.button('Zum Shop', 'https://muehlenhof-kaffee.example/shop', '#6b3e26')],
        [mj.text('M\u00fchlenhof Kaffeer\u00f6sterei GmbH & Co. KG \u00b7 M\u00fchlenweg 3 \u00b7 33602 Bielefeld<br><a href="https://muehlenhof-kaffee.example/newsletter/abmelden">Newsletter abbestellen</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'de', name: 'mjml-base64-willkommen',
      description: 'MJML HTML in base64 UTF-8, umlaut sender name; hyphenated welcome code inside a font-size:0 div; "30 Tage gültig" from an October (+0200) send',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'hallo@muehlenhof-kaffee.example', to: 'mia.k@mailbox.example',
        subject: 'Willkommen! Dein 10 % Gutschein', date: ['2026-10-15 10:30', '+0200'], id: 'mh.welcome.771',
        unsub: 'https://muehlenhof-kaffee.example/newsletter/abmelden',
      }),
      body: alt('=_mh_alt_771', textPart(htmlToText(html), 'utf-8', 'base64'), htmlPart(html, 'utf-8', 'base64')),
      offers: [O(store, 'MH-5XK9-TRQ', '10% off', '2026-11-14')],
    });
  }

  {
    const store = 'Spielwerk Berlin';
    const html = hubspot({
      lang: 'de', title: '2 f\u00fcr 1 auf alle Puzzles', preheader: 'Puzzlewoche im Spielwerk: doppelt r\u00e4tseln.',
      modules: [
        `<h1 style="margin:0;">2 f\u00fcr 1 auf alle Puzzles</h1><p>Beim Kauf von zwei Puzzles ist das g\u00fcnstigere gratis. Code: <strong>PUZZLE2FUER1</strong></p><p>Aktionszeitraum: vom 20.11. bis 27.11.2026</p>`,
        `<p>Neu im Sortiment: \u201eBerliner Fernsehturm\u201c 1000 Teile (24,99 \u20ac), \u201eNachtzug\u201c 500 Teile (17,99 \u20ac).</p>`,
      ],
      footer: `<p>Spielwerk Berlin UG (haftungsbeschr\u00e4nkt), Kastanienallee 41, 10435 Berlin</p><p><a href="https://hs-mail.example/hs/manage-preferences/unsubscribe?d=spw">Abmelden</a></p>`,
    });
    cases.push({
      folder: 'de', name: 'hubspot-2-fuer-1-zeitraum',
      description: 'HubSpot; "2 für 1" with a code; range "vom 20.11. bis 27.11.2026" (end date)',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'laden@spielwerk-berlin.example', to: 'paul.s@mailbox.example',
        subject: 'Puzzlewoche: 2 f\u00fcr 1', date: ['2026-11-20 06:00', '+0100'], id: 'hs.spw.puzzle',
        unsub: 'https://hs-mail.example/hs/manage-preferences/unsubscribe?d=spw',
      }),
      body: alt('----=_Part_spw_1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'PUZZLE2FUER1', 'BOGO free', '2026-11-27')],
    });
  }

  // ---------------------------------------------------------------- fr
  {
    const store = 'Maison Lavande';
    const host = 'info.maison-lavande.example';
    const html = sfmc({
      lang: 'fr', title: '-25 % sur tout le site', preheader: "Jusqu'au 30 novembre inclus, sur tout le site.",
      brand: store, logoHost: host, nav: ['Parfums', 'Bougies', 'Savons', 'Coffrets'],
      rows: [
        `<p style="font-family:Georgia,serif;font-size:32px;text-align:center;margin:0;color:#5d4a7a;">-25 % sur tout le site</p><p style="font-family:Arial;font-size:15px;text-align:center;">Utilisez le code <b>LAVANDE25</b> lors du paiement.</p>`,
        `<table align="center" cellpadding="0" cellspacing="0" role="presentation"><tr><td bgcolor="#5d4a7a" style="padding:12px 28px;"><a href="https://click.${host}/?qs=boutique" style="color:#fff;font-family:Arial;text-decoration:none;">J'EN PROFITE</a></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">Eau de parfum Garrigue 50 ml &ndash; 68,00 \u20ac &middot; Bougie Figuier 190 g &ndash; 39,00 \u20ac</p>`,
        `<p style="font-family:Arial;font-size:10px;color:#888;">Offre valable jusqu'au 30/11/2026 inclus, hors coffrets et cartes cadeaux, non cumulable.</p>`,
      ],
      footer: `<p>Maison Lavande SAS &ndash; 14 rue des Carmes, 84000 Avignon &ndash; RCS Avignon 812 345 678</p><p>Conform\u00e9ment au RGPD, vous disposez d'un droit d'acc\u00e8s et de rectification. <a href="https://click.${host}/?qs=desinscription" style="color:#bbb;">Se d\u00e9sinscrire</a></p>`,
    });
    cases.push({
      folder: 'fr', name: 'sfmc-iso885915',
      description: 'SFMC in ISO-8859-15 quoted-printable; "-25 %" with "utilisez le code ... lors du paiement"; DD/MM/YYYY expiry; RCS number as decoy',
      language: 'fr',
      headers: headers({
        fromName: store, fromAddr: 'bonjour@' + host, to: 'camille.d@mailbox.example', charset: 'iso-8859-15', mode: 'Q',
        subject: '-25 % sur tout le site avec le code LAVANDE25', date: ['2026-11-23 08:00', '+0100'], id: 'ml.25.2026',
        unsub: `https://click.${host}/?qs=desinscription`, extra: [['X-SFMC-Stack', '4']],
      }),
      body: alt('----=_Part_ml25', textPart(htmlToText(html), 'iso-8859-15', 'quoted-printable', 'ISO-8859-15'), htmlPart(html.replace('charset=utf-8', 'charset=iso-8859-15'), 'iso-8859-15', 'quoted-printable', 'ISO-8859-15')),
      offers: [O(store, 'LAVANDE25', '25% off', '2026-11-30')],
    });
  }

  {
    const store = 'Atelier Corbeau';
    const html = klaviyo({
      lang: 'fr', preheader: 'Un petit cadeau pour la fin de semaine.',
      blocks: [
        kl.text('<h1 style="font-size:26px;margin:0;">10 \u20ac offerts</h1>'),
        kl.text("D\u00e8s 50 \u20ac d'achat, profitez de 10 \u20ac de r\u00e9duction avec le code <b>CORBEAU10</b>, \u00e0 saisir dans votre panier. Jusqu'\u00e0 dimanche minuit."),
        kl.button('D\u00c9COUVRIR', 'https://trk.klclick.example/ls/click?upn=corbeau'),
        kl.products([['Carnet cuir A5', '42,00 \u20ac', 'AC-CA5'], ['Porte-cartes noir', '29,00 \u20ac', 'AC-PC1']], 'https://atelier-corbeau.example/products/'),
      ],
      footer: klFoot('Vous ne souhaitez plus recevoir nos e-mails ?', 'Se d\u00e9sabonner', 'Atelier Corbeau, 8 rue de la Roquette, 75011 Paris'),
    });
    cases.push({
      folder: 'fr', name: 'klaviyo-seuil-dimanche',
      description: 'Klaviyo; "10 € offerts dès 50 € d\'achat" with a code; "jusqu\'à dimanche" sent on a Wednesday',
      language: 'fr',
      headers: headers({
        fromName: store, fromAddr: 'contact@atelier-corbeau.example', to: 'hugo.b@mailbox.example',
        subject: '10 \u20ac offerts d\u00e8s 50 \u20ac, jusqu\u2019\u00e0 dimanche', date: ['2026-11-18 18:30', '+0100'], id: '01JDCORBEAU10',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-ac10==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'CORBEAU10', '€10 off €50+', '2026-11-22')],
    });
  }

  {
    const store = 'Fromagerie Belle Meule';
    const html = mjml({
      lang: 'fr', title: 'Livraison offerte', preheader: "Aujourd'hui seulement, la livraison est pour nous.",
      sections: [
        [mj.text('<span style="font-size:28px;">Livraison offerte</span><br><span style="font-size:16px;">aujourd\u2019hui seulement</span>')],
        [mj.text('Sur toute la boutique, sans code et sans minimum d\u2019achat. Comt\u00e9 24 mois (250 g) : 9,80 \u20ac \u2013 Mont d\u2019Or AOP : 17,50 \u20ac.'), mj.text('Exp\u00e9dition sous 24 h en colis r\u00e9frig\u00e9r\u00e9. Commande n\u00b0 et suivi envoy\u00e9s par e-mail.')],
        [mj.button('Je commande', 'https://belle-meule.example/boutique', '#c28b2c') + mj.text('Fromagerie Belle Meule &ndash; 3 place du March\u00e9, 39600 Arbois<br><a href="https://belle-meule.example/desinscription">D\u00e9sinscription</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'fr', name: 'mailjet-livraison-aujourdhui',
      description: 'Mailjet/MJML two-column section; free delivery today only, no code',
      language: 'fr',
      headers: headers({
        fromName: store, fromAddr: 'fromagerie@belle-meule.example', to: 'louise.f@mailbox.example',
        subject: 'Aujourd\u2019hui seulement : livraison offerte \u{1F9C0}', date: ['2026-11-10 07:00', '+0100'], id: 'mj.bm.livr',
        unsub: 'https://belle-meule.example/desinscription', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_bm_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, 'free shipping', '2026-11-10')],
    });
  }

  {
    const store = "La Cave d'\u00c9mile";
    const body = [
      mso('Bonjour \u00e0 tous,'),
      msoBlank(),
      mso(`Pour les f\u00eates, profitez de 15 % de remise sur tous nos champagnes avec le code <b><span style='color:#1F3864'>NOEL</span></b><b><span style='color:#1F3864'>-</span></b><b><span style='color:#1F3864'>15</span></b>, en boutique ou sur le site.`),
      msoBlank(),
      mso('Offre valable du 01/12 au 24/12/2026.'),
      msoBlank(),
      mso('Nos coups de c\u0153ur : Brut R\u00e9serve (34,00 \u20ac), Blanc de Blancs 2018 (58,00 \u20ac).'),
      msoBlank(),
      mso('Bien cordialement,'),
      mso('\u00c9mile Vasseur'),
      mso(`<span style='font-size:8.0pt;color:gray'>La Cave d'\u00c9mile \u2013 21 rue Saint-Jacques, 51100 Reims \u2013 SIRET 512 345 678 00021. L'abus d'alcool est dangereux pour la sant\u00e9, \u00e0 consommer avec mod\u00e9ration.<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'FR', body });
    cases.push({
      folder: 'fr', name: 'outlook-code-coupe-plage',
      description: 'Outlook/Word HTML windows-1252; hyphenated code split over three spans; range "du 01/12 au 24/12/2026"; SIRET as decoy',
      language: 'fr',
      headers: headers({
        fromName: store, fromAddr: 'emile@cave-emile.example', to: 'clients@cave-emile.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Champagnes : -15 % pour les f\u00eates', date: ['2026-12-01 11:00', '+0100'], id: 'PR1P264MB1234ABCD@PR1P264MB1234.FRAP264.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'fr-FR']],
      }),
      body: alt('_000_PR1P264MB1234_', textPart(htmlToText(html), 'windows-1252', 'quoted-printable', 'Windows-1252'), htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252')),
      offers: [O(store, 'NOEL-15', '15% off', '2026-12-24')],
    });
  }

  {
    const store = 'P\u00e2tisserie Cl\u00e9ment';
    const html = braze({
      lang: 'fr', preheader: 'Une douceur pour votre anniversaire.', appName: 'Cl\u00e9ment', accent: '#c2185b',
      body: `<div class="braze-hero"><h1 style="margin:0;">Joyeux anniversaire !</h1></div><div class="braze-body"><p>Toute l&#39;\u00e9quipe vous souhaite une belle journ\u00e9e. Pour l&#39;occasion : 5 \u20ac de r\u00e9duction sur votre prochaine commande dans l&#39;appli avec le code</p><p style="text-align:center;font-size:26px;font-weight:700;">BDAY5CLEM</p><p>Valable 48 heures. Vous avez 7 tampons sur votre carte fid\u00e9lit\u00e9.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.patisserie-clement.example/app">Commander</a></p></div>`,
      footer: `P\u00e2tisserie Cl\u00e9ment SARL, 5 rue Gambetta, 69002 Lyon<br><a href="https://links.patisserie-clement.example/unsub" style="color:#86868b;">Se d\u00e9sinscrire</a>`,
    });
    cases.push({
      folder: 'fr', name: 'braze-anniversaire-48h',
      description: 'Braze birthday message; € off with a code; "valable 48 heures" from a Saturday-evening send; loyalty stamps as decoy',
      language: 'fr',
      headers: headers({
        fromName: store, fromAddr: 'bonjour@mail.patisserie-clement.example', to: 'ines.m@mailbox.example',
        subject: 'Joyeux anniversaire, In\u00e8s \u{1F382}', date: ['2026-11-07 20:30', '+0100'], id: 'braze.bday.pc',
        unsub: 'https://links.patisserie-clement.example/unsub',
      }),
      body: alt('--braze-alt-pc', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'BDAY5CLEM', '€5 off', '2026-11-09')],
    });
  }

  // ---------------------------------------------------------------- es
  {
    const store = 'Casa Olivar';
    const host = 'noticias.casaolivar.example';
    const html = sfmc({
      lang: 'es', title: '20% en todo', preheader: 'Aceites, conservas y regalos gourmet con un 20% menos.',
      brand: store, logoHost: host, nav: ['Aceites', 'Conservas', 'Lotes', 'Regalos'],
      rows: [
        `<p style="font-family:Georgia;font-size:30px;text-align:center;margin:0;color:#4a5d23;">20% de descuento en todo</p><p style="font-family:Arial;font-size:15px;text-align:center;">Usa el c\u00f3digo al finalizar la compra:</p>`,
        `<table align="center" role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border:2px dashed #4a5d23;padding:12px 36px;font-family:Courier New,monospace;font-size:24px;font-weight:bold;">OLIVAR20</td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">Aceite Picual 500 ml &ndash; 9,90 \u20ac &middot; Lote Navidad (ref. CO-LN-26) &ndash; 49,00 \u20ac</p>`,
        `<p style="font-family:Arial;font-size:10px;color:#888;">V\u00e1lido hasta el 29/11/2026. No acumulable a otras promociones.</p>`,
      ],
      footer: `<p>Casa Olivar S.L. &middot; Calle Mayor 18 &middot; 23001 Ja\u00e9n &middot; CIF B23456789</p><p><a href="https://click.${host}/?qs=baja" style="color:#bbb;">Darse de baja</a></p>`,
    });
    cases.push({
      folder: 'es', name: 'sfmc-codigo-recuadro',
      description: 'SFMC; code in a dashed box after "usa el código al finalizar la compra"; DD/MM/YYYY expiry; product reference and CIF as decoys',
      language: 'es',
      headers: headers({
        fromName: store, fromAddr: 'hola@' + host, to: 'lucia.g@mailbox.example',
        subject: '20% de descuento en todo \u{1FAD2}', date: ['2026-11-26 09:15', '+0100'], id: 'co.20.2026',
        unsub: `https://click.${host}/?qs=baja`, extra: [['X-SFMC-Stack', '11']],
      }),
      body: alt('----=_Part_co20', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'OLIVAR20', '20% off', '2026-11-29')],
    });
  }

  {
    const store = 'Zapater\u00eda R\u00edos';
    const html = klaviyo({
      lang: 'es', preheader: 'Solo hoy. Sin c\u00f3digos.',
      blocks: [
        kl.text('<h1 style="font-size:34px;margin:0;">2x1 en zapatillas</h1>'),
        kl.text('Ll\u00e9vate dos pares y paga solo uno. Sin c\u00f3digo: el descuento se aplica autom\u00e1ticamente en la cesta. <b>Solo hoy.</b>'),
        kl.button('VER ZAPATILLAS', 'https://trk.klclick.example/ls/click?upn=rios'),
        kl.products([['Zapatilla Brisa blanca', '59,95 \u20ac', 'ZR-BR-40'], ['Zapatilla Duna gris', '64,95 \u20ac', 'ZR-DU-42']], 'https://zapateriarios.example/p/'),
      ],
      footer: klFoot('\u00bfYa no quieres recibir estos correos?', 'Darse de baja', 'Zapater\u00eda R\u00edos S.L., Calle Real 7, 03201 Elche (Alicante)'),
    });
    cases.push({
      folder: 'es', name: 'klaviyo-2x1-solo-hoy',
      description: 'Klaviyo; "2x1" without code; "solo hoy"',
      language: 'es',
      headers: headers({
        fromName: store, fromAddr: 'hola@zapateriarios.example', to: 'pablo.r@mailbox.example',
        subject: 'SOLO HOY: 2x1 en zapatillas', date: ['2026-11-27 08:00', '+0100'], id: '01JDRIOS2X1',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-zr==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, 'BOGO free', '2026-11-27')],
    });
  }

  {
    const store = 'Mercado Verde';
    const domain = 'mercadoverde.example';
    const html = shopify({
      lang: 'es', shop: store, domain, preheader: 'Fruta de temporada a tu puerta, sin gastos de env\u00edo.',
      sections: [
        `<h2 style="text-align:center;margin:0;">Env\u00edo gratis hasta el domingo</h2><p style="text-align:center;">En pedidos desde 40 \u20ac con el c\u00f3digo <strong>ENVIOGRATIS</strong>.</p>`,
        `<p style="text-align:center;">Caja de naranjas 5 kg &ndash; 14,50 \u20ac &middot; Aguacates Hass (1 kg) &ndash; 6,90 \u20ac</p>` + shop.button('Comprar ahora', `https://${domain}/collections/temporada`),
      ],
      address: `${store}, Av. del Puerto 120, 46023 Valencia, Espa\u00f1a`,
      unsubscribe: `https://${domain}/tools/emails/unsubscribe/mv1`,
    });
    cases.push({
      folder: 'es', name: 'shopify-envio-gratis-domingo',
      description: 'Shopify Email; free shipping with a code above a threshold; "hasta el domingo" sent on a Monday',
      language: 'es',
      headers: headers({
        fromName: store, fromAddr: 'store+90112@t.shopifyemail.example', to: 'marta.v@mailbox.example', replyTo: `hola@${domain}`,
        subject: 'Env\u00edo gratis hasta el domingo', date: ['2026-11-16 12:00', '+0100'], id: 'shopify-email-mv1',
        unsub: `https://${domain}/tools/emails/unsubscribe/mv1`,
      }),
      body: alt('--==_mimepart_mv1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'ENVIOGRATIS', 'free shipping', '2026-11-22')],
    });
  }

  {
    const store = 'Luz de Sal';
    const html = mjml({
      lang: 'es', title: 'Bienvenida', preheader: 'Gracias por suscribirte. Aqu\u00ed tienes tu regalo.',
      sections: [
        [mj.text('<span style="font-size:26px;">\u00a1Bienvenida a Luz de Sal!</span>') + mj.text('Cosm\u00e9tica natural hecha en Lanzarote. Por suscribirte, te regalamos 10 \u20ac de descuento en tu primer pedido de 60 \u20ac o m\u00e1s.')],
        [mj.text('<div style="font-size:0px;"><span style="font-size:14px;">Tu c\u00f3digo:</span> <span style="font-size:24px;font-weight:bold;">HOLA-LUZ</span></div>') + mj.text('V\u00e1lido hasta el 15 de diciembre.', 'font-size:13px;color:#666;text-align:center;') + mj.button('Descubrir', 'https://luzdesal.example/tienda', '#0f6e7a')],
        [mj.text('Luz de Sal &middot; Calle Le\u00f3n y Castillo 12 &middot; 35500 Arrecife<br><a href="https://luzdesal.example/baja">Darse de baja</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'es', name: 'mjml-bienvenida-umbral',
      description: 'MJML welcome; € off above a threshold; hyphenated code inside a font-size:0 div; day + month name without year',
      language: 'es',
      headers: headers({
        fromName: store, fromAddr: 'hola@luzdesal.example', to: 'carmen.a@mailbox.example',
        subject: 'Bienvenida: 10 \u20ac para tu primer pedido', date: ['2026-11-02 10:00', '+0100'], id: 'lds.welcome.02',
        unsub: 'https://luzdesal.example/baja', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_lds_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'HOLA-LUZ', '€10 off €60+', '2026-12-15')],
    });
  }

  {
    const store = 'Librer\u00eda Alc\u00e1zar';
    const html = hubspot({
      lang: 'es', title: 'Saldos', preheader: 'Un 15% extra en libros de saldo durante cuatro d\u00edas.',
      modules: [
        `<h1 style="margin:0;">15% extra en saldos</h1><p>Sobre el precio ya rebajado, usa el c\u00f3digo <strong>EXTRA15</strong> al finalizar la compra.</p><p>Del 20 al 23 de noviembre.</p>`,
        `<p>Club de lectura: pr\u00f3xima sesi\u00f3n el 3 de diciembre a las 19:00.</p>`,
      ],
      footer: `<p>Librer\u00eda Alc\u00e1zar, Calle de la Plata 4, 45001 Toledo</p><p><a href="https://hs-mail.example/hs/manage-preferences/unsubscribe?d=alc">Darse de baja</a></p>`,
    });
    cases.push({
      folder: 'es', name: 'hubspot-extra-saldos-rango',
      description: 'HubSpot, windows-1252 base64; extra % off sale with a code; range "del 20 al 23 de noviembre"; book-club date as decoy',
      language: 'es',
      headers: headers({
        fromName: store, fromAddr: 'libros@libreria-alcazar.example', to: 'diego.p@mailbox.example', charset: 'windows-1252',
        subject: '15% extra en saldos', date: ['2026-11-20 09:00', '+0100'], id: 'hs.alc.saldos',
        unsub: 'https://hs-mail.example/hs/manage-preferences/unsubscribe?d=alc',
      }),
      body: alt('----=_Part_alc', textPart(htmlToText(html), 'windows-1252', 'base64'), htmlPart(html.replace('<meta charset="UTF-8">', '<meta charset="windows-1252">'), 'windows-1252', 'base64')),
      offers: [O(store, 'EXTRA15', '15% off', '2026-11-23')],
    });
  }

  // ---------------------------------------------------------------- it
  {
    const store = 'Bottega Sartori';
    const host = 'news.bottegasartori.example';
    const html = sfmc({
      lang: 'it', title: 'Sconto del 20%', preheader: 'Pelletteria artigianale fiorentina, ora con il 20% di sconto.',
      brand: store, logoHost: host, nav: ['Borse', 'Portafogli', 'Cinture', 'Idee regalo'],
      rows: [
        `<p style="font-family:Georgia;font-size:30px;text-align:center;margin:0;">Sconto del 20% su tutto</p><p style="font-family:Arial;font-size:15px;text-align:center;">Inserisci il codice <b>SARTORI20</b> al momento del pagamento.</p>`,
        `<table align="center" cellpadding="0" cellspacing="0" role="presentation"><tr><td bgcolor="#8b4513" style="padding:12px 28px;"><a href="https://click.${host}/?qs=acquista" style="color:#fff;font-family:Arial;text-decoration:none;">ACQUISTA ORA</a></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">Borsa Arno cuoio (art. BS-2210) &ndash; 245,00 \u20ac &middot; Portafoglio Uffizi (art. BS-1104) &ndash; 89,00 \u20ac</p>`,
        `<p style="font-family:Arial;font-size:10px;color:#888;">Codice valido fino al 30/11/2026. Non cumulabile con altre promozioni.</p>`,
      ],
      footer: `<p>Bottega Sartori S.r.l. &ndash; Via dei Calzaiuoli 22, 50122 Firenze &ndash; P.IVA 01234567890</p><p><a href="https://click.${host}/?qs=disiscrizione" style="color:#bbb;">Annulla l'iscrizione</a></p>`,
    });
    cases.push({
      folder: 'it', name: 'sfmc-sconto-codice',
      description: 'SFMC; "sconto del 20%" with "inserisci il codice ... al momento del pagamento"; DD/MM/YYYY expiry; P.IVA and article numbers as decoys',
      language: 'it',
      headers: headers({
        fromName: store, fromAddr: 'ciao@' + host, to: 'giulia.r@mailbox.example',
        subject: 'Sconto del 20% su tutto', date: ['2026-11-23 09:30', '+0100'], id: 'bs.20.2026',
        unsub: `https://click.${host}/?qs=disiscrizione`, extra: [['X-SFMC-Stack', '7']],
      }),
      body: alt('----=_Part_bs20', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'SARTORI20', '20% off', '2026-11-30')],
    });
  }

  {
    const store = 'Oleificio Ferri';
    const html = klaviyo({
      lang: 'it', preheader: "L'olio nuovo \u00e8 arrivato.",
      blocks: [
        kl.text("<h1 style=\"font-size:26px;margin:0;\">L'olio nuovo \u00e8 arrivato</h1>"),
        kl.text('Spedizione gratuita su tutti gli ordini fino a domenica, nessun codice necessario.'),
        kl.products([['Olio EVO Novello 0,75 l', '18,50 \u20ac', 'OF-NOV-075'], ['Latta 3 l', '54,00 \u20ac', 'OF-LAT-3']], 'https://oleificioferri.example/prodotti/'),
        kl.button('ORDINA ORA', 'https://trk.klclick.example/ls/click?upn=ferri'),
      ],
      footer: klFoot('Non vuoi pi\u00f9 ricevere queste email?', "Annulla l'iscrizione", 'Oleificio Ferri, Via Cassia 301, 06049 Spoleto (PG)'),
    });
    cases.push({
      folder: 'it', name: 'klaviyo-spedizione-domenica',
      description: 'Klaviyo; free shipping without code; "fino a domenica" sent on a Tuesday',
      language: 'it',
      headers: headers({
        fromName: store, fromAddr: 'info@oleificioferri.example', to: 'marco.b@mailbox.example',
        subject: "Olio nuovo e spedizione gratuita fino a domenica", date: ['2026-11-24 11:00', '+0100'], id: '01JDFERRI',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-of==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, 'free shipping', '2026-11-29')],
    });
  }

  {
    const store = 'Cartoleria Gialla';
    const html = mjml({
      lang: 'it', title: '3x2 sui quaderni', preheader: 'Solo oggi, in negozio e online.',
      sections: [
        [mj.text('<span style="font-size:40px;font-weight:bold;color:#e0a800;">3x2</span><br><span style="font-size:18px;">su tutti i quaderni</span>')],
        [mj.text('Con il codice <b>TREPERDUE</b> il terzo quaderno \u00e8 in regalo. Solo oggi!'), mj.text('Quaderno A5 puntinato &ndash; 8,50 \u20ac<br>Quaderno A4 a righe &ndash; 11,00 \u20ac')],
        [mj.text('Cartoleria Gialla, Via Mazzini 14, 40121 Bologna<br><a href="https://cartoleriagialla.example/disiscriviti">Disiscriviti</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'it', name: 'mailjet-3x2-solo-oggi',
      description: 'Mailjet/MJML; "3x2" with a code; "solo oggi"',
      language: 'it',
      headers: headers({
        fromName: store, fromAddr: 'negozio@cartoleriagialla.example', to: 'sara.c@mailbox.example',
        subject: 'Solo oggi: 3x2 su tutti i quaderni', date: ['2026-11-14 08:00', '+0100'], id: 'mj.cg.3x2',
        unsub: 'https://cartoleriagialla.example/disiscriviti', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_cg_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'TREPERDUE', 'B2G1 free', '2026-11-14')],
    });
  }

  {
    const store = 'Enoteca Vigna Alta';
    const body = [
      mso('Gentili clienti,'),
      msoBlank(),
      mso('per le feste vi offriamo 10 \u20ac di sconto su una spesa minima di 80 \u20ac: inserite il codice <b>VIGNA10</b> al check-out entro il 06/12.'),
      msoBlank(),
      mso('In evidenza: Barolo DOCG 2019 (39,00 \u20ac), Franciacorta Sat\u00e8n (27,50 \u20ac).'),
      msoBlank(),
      mso('Cordiali saluti,'),
      mso('Alessandra Conti'),
      mso(`<span style='font-size:8.0pt;color:gray'>Enoteca Vigna Alta s.n.c. \u2013 Corso Italia 45, 12051 Alba (CN) \u2013 P.IVA 03456789012. Per non ricevere pi\u00f9 comunicazioni rispondete \u201cCANCELLAMI\u201d.<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'IT', body });
    cases.push({
      folder: 'it', name: 'outlook-soglia-entro',
      description: 'Outlook/Word HTML windows-1252; € off above a minimum spend; "entro il 06/12" without a year',
      language: 'it',
      headers: headers({
        fromName: store, fromAddr: 'alessandra@vignaalta.example', to: 'clienti@vignaalta.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Per le feste: 10 \u20ac di sconto', date: ['2026-11-27 17:45', '+0100'], id: 'AM0P190MB0733ABCD@AM0P190MB0733.EURP190.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'it-IT']],
      }),
      body: alt('_000_AM0P190MB0733_', textPart(htmlToText(html), 'windows-1252', 'quoted-printable', 'Windows-1252'), htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252')),
      offers: [O(store, 'VIGNA10', '€10 off €80+', '2026-12-06')],
    });
  }

  {
    const store = 'Caff\u00e8 Aurelio';
    const html = braze({
      lang: 'it', preheader: 'Un piccolo regalo per il tuo prossimo ordine.', appName: 'Aurelio', accent: '#4e342e',
      body: `<div class="braze-hero"><h1 style="margin:0;">Il tuo codice: 550912</h1></div><div class="braze-body"><p>5 \u20ac di sconto sul prossimo ordine in app. Inseriscilo nel carrello prima di pagare.</p><p>Scade tra 3 giorni.</p><p style="font-size:13px;color:#86868b;">Hai 12 timbri sulla tua tessera: al 15\u00b0 il caff\u00e8 \u00e8 offerto.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.caffeaurelio.example/app">Apri l'app</a></p></div>`,
      footer: `Caff\u00e8 Aurelio S.p.A., Piazza Navona 30, 00186 Roma<br><a href="https://links.caffeaurelio.example/unsub" style="color:#86868b;">Annulla iscrizione</a>`,
    });
    cases.push({
      folder: 'it', name: 'braze-codice-numerico',
      description: 'Braze; digits-only code in the headline; "scade tra 3 giorni"; loyalty stamps as decoy',
      language: 'it',
      headers: headers({
        fromName: store, fromAddr: 'app@mail.caffeaurelio.example', to: 'luca.f@mailbox.example',
        subject: '5 \u20ac per te, ma solo per 3 giorni', date: ['2026-11-04 07:10', '+0100'], id: 'braze.ca.550912',
        unsub: 'https://links.caffeaurelio.example/unsub',
      }),
      body: alt('--braze-alt-ca', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, '550912', '€5 off', '2026-11-07')],
    });
  }

  // ---------------------------------------------------------------- nl
  {
    const store = 'Van Dijk Fietsen';
    const host = 'nieuws.vandijkfietsen.example';
    const html = sfmc({
      lang: 'nl', title: '25% korting op accessoires', preheader: 'Klaar voor de winter? Verlichting, sloten en regenkleding.',
      brand: store, logoHost: host, nav: ['E-bikes', 'Stadsfietsen', 'Accessoires', 'Onderhoud'],
      rows: [
        `<p style="font-family:Arial;font-size:28px;text-align:center;margin:0;">25% korting op alle fietsaccessoires</p><p style="font-family:Arial;font-size:15px;text-align:center;">Vul de code <b>FIETS25</b> in bij het afrekenen.</p>`,
        `<table align="center" role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#e65100" style="padding:12px 28px;"><a href="https://click.${host}/?qs=shop" style="color:#fff;font-family:Arial;text-decoration:none;">Bekijk accessoires</a></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">LED-koplamp 80 lux (art. VD-7781) &ndash; &euro; 34,95 &middot; Kettingslot ART 3 &ndash; &euro; 59,00</p>`,
        `<p style="font-family:Arial;font-size:10px;color:#888;">Geldig t/m 30-11-2026. Niet geldig op fietsen en werkplaatsdiensten.</p>`,
      ],
      footer: `<p>Van Dijk Fietsen B.V. &middot; Oudegracht 201 &middot; 3511 NH Utrecht &middot; KvK 30123456</p><p><a href="https://click.${host}/?qs=afmelden" style="color:#bbb;">Afmelden</a></p>`,
    });
    cases.push({
      folder: 'nl', name: 'sfmc-korting-code',
      description: 'SFMC; "vul de code ... in bij het afrekenen"; "t/m 30-11-2026" with dashes; KvK number and article numbers as decoys',
      language: 'nl',
      headers: headers({
        fromName: store, fromAddr: 'info@' + host, to: 'sanne.d@mailbox.example',
        subject: '25% korting op alle fietsaccessoires', date: ['2026-11-23 08:00', '+0100'], id: 'vd.25.2026',
        unsub: `https://click.${host}/?qs=afmelden`, extra: [['X-SFMC-Stack', '50']],
      }),
      body: alt('----=_Part_vd25', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'FIETS25', '25% off', '2026-11-30')],
    });
  }

  {
    const store = 'Stroopwafel & Co';
    const html = klaviyo({
      lang: 'nl', preheader: 'Alleen vandaag!',
      blocks: [
        kl.text('<h1 style="font-size:26px;margin:0;">Alleen vandaag: gratis verzending</h1>'),
        kl.text('Bij bestellingen vanaf \u20ac25 betalen we de verzendkosten. Geen code nodig.'),
        kl.products([['Stroopwafels karamel (8 st.)', '\u20ac4,95', 'SW-KAR-8'], ['Cadeaublik Delfts blauw', '\u20ac17,50', 'SW-BLK-DB']], 'https://stroopwafelenco.example/p/'),
        kl.button('NAAR DE WINKEL', 'https://trk.klclick.example/ls/click?upn=swco'),
      ],
      footer: klFoot('Wil je deze e-mails niet meer ontvangen?', 'Afmelden', 'Stroopwafel & Co, Markt 12, 2801 JJ Gouda'),
    });
    cases.push({
      folder: 'nl', name: 'klaviyo-gratis-verzending-vandaag',
      description: 'Klaviyo; free shipping above €25 without a code; "alleen vandaag"',
      language: 'nl',
      headers: headers({
        fromName: store, fromAddr: 'hallo@stroopwafelenco.example', to: 'bram.v@mailbox.example',
        subject: 'Alleen vandaag: gratis verzending \u{1F69A}', date: ['2026-11-26 07:00', '+0100'], id: '01JDSWCO',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-sw==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, 'free shipping', '2026-11-26')],
    });
  }

  {
    const store = 'Tulp Wonen';
    const html = mjml({
      lang: 'nl', title: '2e halve prijs', preheader: 'Op alle kussens, t/m zondag.',
      sections: [
        [mj.text('<span style="font-size:30px;font-weight:bold;">2e halve prijs</span><br>op alle kussens')],
        [mj.text('Gebruik code <b>TWEEDEHALF</b> bij het afrekenen. Het goedkoopste kussen krijg je voor de helft van de prijs. Geldig t/m zondag.'), mj.text('Kussen Velours oker 45x45 &ndash; \u20ac 29,95<br>Kussen Linnen zand 50x50 &ndash; \u20ac 34,95')],
        [mj.text('Tulp Wonen &middot; Kerkstraat 77 &middot; 1017 GC Amsterdam<br><a href="https://tulpwonen.example/afmelden">Afmelden</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'nl', name: 'mjml-tweede-halve-prijs',
      description: 'MJML; "2e halve prijs" (second item half price) with a code; "t/m zondag" sent on a Wednesday',
      language: 'nl',
      headers: headers({
        fromName: store, fromAddr: 'nieuwsbrief@tulpwonen.example', to: 'eva.j@mailbox.example',
        subject: '2e halve prijs op alle kussens', date: ['2026-11-11 09:00', '+0100'], id: 'mj.tw.2ehalf',
        unsub: 'https://tulpwonen.example/afmelden', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_tw_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'TWEEDEHALF', 'BOGO 50% off', '2026-11-15')],
    });
  }

  {
    const store = 'Groen Lab';
    const html = hubspot({
      lang: 'nl', title: 'Welkom bij Groen Lab', preheader: 'Je eerste bestelling, iets voordeliger.',
      modules: [
        `<h1 style="margin:0;">Welkom bij Groen Lab \u{1F331}</h1><p>Fijn dat je er bent! Krijg \u20ac7,50 korting op je eerste bestelling met code <strong>welkom750</strong>.</p><p>Geldig tot 31 december.</p>`,
        `<p>Populair: Monstera deliciosa (\u00d8 17 cm) \u2013 \u20ac24,95 &middot; Potgrond biologisch 20 l \u2013 \u20ac9,99</p>`,
      ],
      footer: `<p>Groen Lab B.V., Witte de Withstraat 60, 3012 BR Rotterdam</p><p><a href="https://hs-mail.example/hs/manage-preferences/unsubscribe?d=gl">Afmelden</a></p>`,
    });
    cases.push({
      folder: 'nl', name: 'hubspot-welkom-lowercase',
      description: 'HubSpot welcome; lowercase alphanumeric code; €7,50 (decimal comma) off; "geldig tot 31 december" sent in December',
      language: 'nl',
      headers: headers({
        fromName: store, fromAddr: 'hoi@groenlab.example', to: 'noor.b@mailbox.example',
        subject: 'Welkom! \u20ac7,50 korting op je eerste bestelling', date: ['2026-12-05 10:00', '+0100'], id: 'hs.gl.welkom',
        unsub: 'https://hs-mail.example/hs/manage-preferences/unsubscribe?d=gl',
      }),
      body: alt('----=_Part_gl', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'welkom750', '€7.50 off', '2026-12-31')],
    });
  }

  {
    const store = 'Kaasboerderij De Hoeve';
    const body = [
      mso('Beste klant,'),
      msoBlank(),
      mso('Nog 48 uur geldig: \u20ac10 korting bij besteding vanaf \u20ac50 met code <b>HOEVE10</b>.'),
      msoBlank(),
      mso('Belegen boerenkaas (1 kg) \u20ac17,80 \u2013 Geitenkaas met honing (500 g) \u20ac11,25. Bestellingen voor 14:00 worden dezelfde dag verzonden.'),
      msoBlank(),
      mso('Met vriendelijke groet,'),
      mso('Familie Bakker'),
      mso(`<span style='font-size:8.0pt;color:gray'>Kaasboerderij De Hoeve \u00b7 Hoeveweg 3 \u00b7 3451 AB Vleuten \u00b7 KvK 30654321. Afmelden? Stuur ons een mail.<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'NL', body });
    cases.push({
      folder: 'nl', name: 'outlook-48-uur',
      description: 'Outlook/Word HTML windows-1252, HTML only; € off above a spend; "nog 48 uur geldig" sent 23:30 so it ends two days later',
      language: 'nl',
      headers: headers({
        fromName: store, fromAddr: 'winkel@dehoeve-kaas.example', to: 'klanten@dehoeve-kaas.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Nog 48 uur: \u20ac10 korting', date: ['2026-11-20 23:30', '+0100'], id: 'DB9P190MB1652AB12@DB9P190MB1652.EURP190.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'nl-NL']],
      }),
      body: htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252'),
      offers: [O(store, 'HOEVE10', '€10 off €50+', '2026-11-22')],
    });
  }

  // ---------------------------------------------------------------- pt
  {
    const store = 'Loja Ip\u00ea';
    const host = 'news.lojaipe.example';
    const html = sfmc({
      lang: 'pt-BR', title: 'R$30 de desconto', preheader: 'Cupom v\u00e1lido at\u00e9 30/11. Aproveite!',
      brand: store, logoHost: host, nav: ['Casa', 'Decora\u00e7\u00e3o', 'Cozinha', 'Ofertas'],
      rows: [
        `<p style="font-family:Arial;font-size:28px;text-align:center;margin:0;">R$30 de desconto</p><p style="font-family:Arial;font-size:15px;text-align:center;">em compras acima de R$150 com o cupom <b>IPE30</b>. Use o cupom no checkout.</p>`,
        `<table align="center" role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#f9a825" style="padding:12px 28px;"><a href="https://click.${host}/?qs=comprar" style="color:#222;font-family:Arial;text-decoration:none;">COMPRAR AGORA</a></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">Jogo de panelas inox 5 pe\u00e7as &ndash; R$ 389,90 ou 10x de R$ 38,99 sem juros</p>`,
        `<p style="font-family:Arial;font-size:10px;color:#888;">V\u00e1lido at\u00e9 30/11/2026. Cupom n\u00e3o cumulativo. Loja Ip\u00ea Com\u00e9rcio Ltda. CNPJ 12.345.678/0001-90.</p>`,
      ],
      footer: `<p>Loja Ip\u00ea &middot; Rua Augusta, 1500 &middot; S\u00e3o Paulo/SP &middot; CEP 01304-001</p><p><a href="https://click.${host}/?qs=descadastrar" style="color:#bbb;">Descadastrar</a></p>`,
    });
    cases.push({
      folder: 'pt', name: 'sfmc-cupom-reais',
      description: 'SFMC pt-BR; R$ off above a threshold with "use o cupom no checkout"; DD/MM/YYYY; installment prices, CNPJ and CEP as decoys; -0300 offset',
      language: 'pt',
      headers: headers({
        fromName: store, fromAddr: 'ofertas@' + host, to: 'ana.souza@mailbox.example',
        subject: 'R$30 OFF acima de R$150 \u{1F6D2}', date: ['2026-11-23 10:00', '-0300'], id: 'ipe.30.2026',
        unsub: `https://click.${host}/?qs=descadastrar`, extra: [['X-SFMC-Stack', '10']],
      }),
      body: alt('----=_Part_ipe30', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'IPE30', 'R$30 off R$150+', '2026-11-30')],
    });
  }

  {
    const store = 'Conservas Mar\u00e9s';
    const html = klaviyo({
      lang: 'pt-PT', preheader: 'S\u00f3 hoje, em toda a loja.',
      blocks: [
        kl.text('<h1 style="font-size:26px;margin:0;">15% de desconto em toda a loja</h1>'),
        kl.text('Insira o c\u00f3digo <b>MARES15</b> na finaliza\u00e7\u00e3o da compra. S\u00f3 hoje!'),
        kl.products([['Sardinhas em azeite', '4,20 \u20ac', 'CM-SAR-120'], ['Polvo em azeite e alho', '7,90 \u20ac', 'CM-POL-110']], 'https://conservasmares.example/p/'),
        kl.button('COMPRAR', 'https://trk.klclick.example/ls/click?upn=mares'),
      ],
      footer: klFoot('N\u00e3o quer receber mais estes e-mails?', 'Cancelar subscri\u00e7\u00e3o', 'Conservas Mar\u00e9s, Rua da Ribeira 21, 4050-513 Porto, Portugal'),
    });
    cases.push({
      folder: 'pt', name: 'klaviyo-so-hoje-pt',
      description: 'Klaviyo pt-PT; "insira o código ... na finalização da compra"; "só hoje"; Portugal at +0000',
      language: 'pt',
      headers: headers({
        fromName: store, fromAddr: 'ola@conservasmares.example', to: 'joao.p@mailbox.example',
        subject: 'S\u00f3 hoje: 15% em toda a loja', date: ['2026-11-27 09:00', '+0000'], id: '01JDMARES15',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-cm==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'MARES15', '15% off', '2026-11-27')],
    });
  }

  {
    const store = 'Caf\u00e9 Serra Azul';
    const html = mjml({
      lang: 'pt-BR', title: 'Frete gr\u00e1tis', preheader: 'Para todo o Brasil, sem cupom.',
      sections: [
        [mj.text('<span style="font-size:28px;">Frete gr\u00e1tis para todo o Brasil</span>') + mj.text('At\u00e9 domingo, sem cupom e sem valor m\u00ednimo. Caf\u00e9s especiais torrados na semana do envio.')],
        [mj.text('Bourbon Amarelo 250 g<br>R$ 42,90'), mj.text('Catua\u00ed Vermelho 500 g<br>R$ 74,90')],
        [mj.button('Quero meu caf\u00e9', 'https://serraazul.example/loja', '#1e4d8c') + mj.text('Caf\u00e9 Serra Azul Ltda. &middot; Rod. MG-050, km 12 &middot; Pi\u00fami/MG<br><a href="https://serraazul.example/descadastro">Descadastrar</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'pt', name: 'mjml-frete-gratis-domingo',
      description: 'MJML pt-BR; free shipping without a coupon; "até domingo" sent on a Thursday at -0300',
      language: 'pt',
      headers: headers({
        fromName: store, fromAddr: 'contato@serraazul.example', to: 'rafael.c@mailbox.example',
        subject: 'Frete gr\u00e1tis at\u00e9 domingo \u2615', date: ['2026-11-19 14:00', '-0300'], id: 'mj.sa.frete',
        unsub: 'https://serraazul.example/descadastro', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_sa_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, 'free shipping', '2026-11-22')],
    });
  }

  {
    const store = 'Saboaria Alecrim';
    const domain = 'saboariaalecrim.example';
    const html = shopify({
      lang: 'pt', shop: store, domain, preheader: 'Leve 3, pague 2 em todos os sabonetes.',
      sections: [
        `<h2 style="text-align:center;margin:0;">Leve 3, pague 2</h2><p style="text-align:center;">Em todos os sabonetes artesanais com o cupom <strong>LEVE3PAGUE2</strong>. De 20/11 a 29/11.</p>`,
        `<p style="text-align:center;">Sabonete de alecrim 100 g &ndash; R$ 19,90 &middot; Sabonete de argila verde &ndash; R$ 22,90</p>` + shop.button('Ver sabonetes', `https://${domain}/collections/sabonetes`),
      ],
      address: `${store}, Rua dos Andradas 455, Porto Alegre/RS, 90020-007, Brasil`,
      unsubscribe: `https://${domain}/tools/emails/unsubscribe/sa1`,
    });
    cases.push({
      folder: 'pt', name: 'shopify-leve3-pague2',
      description: 'Shopify Email pt-BR; "leve 3, pague 2" with a coupon; range "de 20/11 a 29/11"',
      language: 'pt',
      headers: headers({
        fromName: store, fromAddr: 'store+33120@t.shopifyemail.example', to: 'beatriz.l@mailbox.example', replyTo: `ola@${domain}`,
        subject: 'Leve 3, pague 2 \u{1F9FC}', date: ['2026-11-20 08:00', '-0300'], id: 'shopify-email-sa1',
        unsub: `https://${domain}/tools/emails/unsubscribe/sa1`,
      }),
      body: alt('--==_mimepart_sa1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'LEVE3PAGUE2', 'B2G1 free', '2026-11-29')],
    });
  }

  {
    const store = 'Livraria Atl\u00e2ntico';
    const html = braze({
      lang: 'pt-PT', preheader: 'Os seus livros ainda est\u00e3o no carrinho.', appName: 'Atl\u00e2ntico', accent: '#0d47a1',
      body: `<div class="braze-hero"><h1 style="margin:0;">Esqueceu-se de algo?</h1></div><div class="braze-body"><p>No seu carrinho:</p><p>\u201cO Mar Interior\u201d \u2013 ISBN 978-972-0-04471-2 \u2013 17,70 \u20ac</p><p>Volte e use o c\u00f3digo <strong>VOLTA-10</strong> para ter 10% de desconto. V\u00e1lido durante 48 horas.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.livraria-atlantico.example/carrinho">Voltar ao carrinho</a></p></div>`,
      footer: `Livraria Atl\u00e2ntico, Rua Garrett 73, 1200-203 Lisboa<br><a href="https://links.livraria-atlantico.example/unsub" style="color:#86868b;">Cancelar subscri\u00e7\u00e3o</a>`,
    });
    cases.push({
      folder: 'pt', name: 'braze-carrinho-48h',
      description: 'Braze cart abandonment pt-PT; hyphenated code; "válido durante 48 horas" from a Sunday-evening send at +0000; ISBN as decoy',
      language: 'pt',
      headers: headers({
        fromName: store, fromAddr: 'livros@mail.livraria-atlantico.example', to: 'tiago.m@mailbox.example',
        subject: 'O seu carrinho est\u00e1 \u00e0 espera', date: ['2026-11-15 21:00', '+0000'], id: 'braze.la.cart',
        unsub: 'https://links.livraria-atlantico.example/unsub',
      }),
      body: alt('--braze-alt-la', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'VOLTA-10', '10% off', '2026-11-17')],
    });
  }

  // ---------------------------------------------------------------- pl
  {
    const store = '\u0141\u0105ka Dom';
    const host = 'news.lakadom.example';
    const html = sfmc({
      lang: 'pl', title: '-20% na wszystko', preheader: 'Kod wa\u017cny do 30.11. Tekstylia, ceramika, \u015bwiece.',
      brand: store, logoHost: host, nav: ['Sypialnia', 'Kuchnia', 'Dekoracje', 'Wyprzeda\u017c'],
      rows: [
        `<p style="font-family:Arial;font-size:30px;text-align:center;margin:0;">-20% na ca\u0142y asortyment</p><p style="font-family:Arial;font-size:15px;text-align:center;">Wpisz kod <b>LAKA20</b> w koszyku.</p>`,
        `<table align="center" role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#33691e" style="padding:12px 28px;"><a href="https://click.${host}/?qs=sklep" style="color:#fff;font-family:Arial;text-decoration:none;">KUPUJ TERAZ</a></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">Po\u015bciel lniana 200x220 (nr kat. LD-1102) &ndash; 349,00 z\u0142 &middot; Kubek ceramiczny &ndash; 39,00 z\u0142</p>`,
        `<p style="font-family:Arial;font-size:10px;color:#888;">Kod wa\u017cny do 30.11.2026. Nie \u0142\u0105czy si\u0119 z innymi promocjami.</p>`,
      ],
      footer: `<p>\u0141\u0105ka Dom sp. z o.o. &middot; ul. Piotrkowska 120 &middot; 90-006 \u0141\u00f3d\u017a &middot; NIP 725-123-45-67</p><p><a href="https://click.${host}/?qs=wypisz" style="color:#bbb;">Wypisz si\u0119</a></p>`,
    });
    cases.push({
      folder: 'pl', name: 'sfmc-iso88592',
      description: 'SFMC in ISO-8859-2 quoted-printable; "-20%" with "wpisz kod ... w koszyku"; D.M.YYYY expiry; NIP and catalogue numbers as decoys',
      language: 'pl',
      headers: headers({
        fromName: store, fromAddr: 'sklep@' + host, to: 'kasia.n@mailbox.example', charset: 'iso-8859-2', mode: 'Q',
        subject: '-20% na wszystko z kodem LAKA20', date: ['2026-11-23 09:00', '+0100'], id: 'ld.20.2026',
        unsub: `https://click.${host}/?qs=wypisz`, extra: [['X-SFMC-Stack', '10']],
      }),
      body: alt('----=_Part_ld20', textPart(htmlToText(html), 'iso-8859-2', 'quoted-printable', 'ISO-8859-2'), htmlPart(html.replace('charset=utf-8', 'charset=iso-8859-2'), 'iso-8859-2', 'quoted-printable', 'ISO-8859-2')),
      offers: [O(store, 'LAKA20', '20% off', '2026-11-30')],
    });
  }

  {
    const store = 'Pracownia \u015awiec';
    const html = klaviyo({
      lang: 'pl', preheader: 'Tylko do niedzieli.',
      blocks: [
        kl.text('<h1 style="font-size:26px;margin:0;">50 z\u0142 rabatu</h1>'),
        kl.text('Przy zakupach od 200 z\u0142 u\u017cyj kodu <b>SWIECE50</b> \u2013 tylko do niedzieli.'),
        kl.products([['\u015awieca sojowa \u201eLas\u201d 300 g', '89,00 z\u0142', 'PS-LAS-300'], ['Zestaw 3 \u015bwiec podr\u00f3\u017cnych', '119,00 z\u0142', 'PS-SET-3']], 'https://pracowniaswiec.example/p/'),
        kl.button('DO SKLEPU', 'https://trk.klclick.example/ls/click?upn=swiece'),
      ],
      footer: klFoot('Nie chcesz otrzymywa\u0107 tych wiadomo\u015bci?', 'Wypisz si\u0119', 'Pracownia \u015awiec, ul. Mariacka 8, 80-833 Gda\u0144sk'),
    });
    cases.push({
      folder: 'pl', name: 'klaviyo-prog-niedziela',
      description: 'Klaviyo UTF-8; złoty amount off above a threshold with a code; "tylko do niedzieli" sent on a Tuesday',
      language: 'pl',
      headers: headers({
        fromName: store, fromAddr: 'kontakt@pracowniaswiec.example', to: 'tomek.w@mailbox.example',
        subject: '50 z\u0142 rabatu od 200 z\u0142 \u2013 do niedzieli', date: ['2026-11-17 18:00', '+0100'], id: '01JDSWIECE50',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=EU1',
      }),
      body: alt('==KLAVIYO-ps==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'SWIECE50', 'PLN 50 off PLN 200+', '2026-11-22')],
    });
  }

  {
    const store = 'Herbaciarnia \u017buraw';
    const html = mjml({
      lang: 'pl', title: 'Darmowa dostawa', preheader: 'Tylko dzi\u015b, bez kodu.',
      sections: [
        [mj.text('<span style="font-size:28px;">Tylko dzi\u015b darmowa dostawa</span>') + mj.text('Bez kodu i bez minimalnej kwoty zam\u00f3wienia.')],
        [mj.text('Sencha Kagoshima 50 g<br>42,00 z\u0142'), mj.text('Earl Grey z bergamot\u0105 100 g<br>29,00 z\u0142')],
        [mj.button('Zam\u00f3w herbat\u0119', 'https://zuraw-herbata.example/sklep', '#2e7d32') + mj.text('Herbaciarnia \u017buraw &middot; ul. Floria\u0144ska 15 &middot; 31-019 Krak\u00f3w<br><a href="https://zuraw-herbata.example/wypisz">Wypisz si\u0119</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'pl', name: 'mjml-base64-iso88592-dostawa',
      description: 'MJML in ISO-8859-2 base64; free delivery without a code; "tylko dziś"',
      language: 'pl',
      headers: headers({
        fromName: store, fromAddr: 'sklep@zuraw-herbata.example', to: 'ola.z@mailbox.example', charset: 'iso-8859-2',
        subject: 'Tylko dzi\u015b: darmowa dostawa', date: ['2026-11-28 07:30', '+0100'], id: 'mj.zh.dost',
        unsub: 'https://zuraw-herbata.example/wypisz', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_zh_alt', textPart(htmlToText(html), 'iso-8859-2', 'base64', 'ISO-8859-2'), htmlPart(html.replace('charset=UTF-8', 'charset=ISO-8859-2'), 'iso-8859-2', 'base64', 'ISO-8859-2')),
      offers: [O(store, null, 'free shipping', '2026-11-28')],
    });
  }

  {
    const store = 'Ksi\u0119garnia Pod Sow\u0105';
    const body = [
      mso('Drodzy Czytelnicy,'),
      msoBlank(),
      mso('kup jedn\u0105 ksi\u0105\u017ck\u0119, drug\u0105 dostaniesz gratis \u2013 wystarczy poda\u0107 kod <b>DRUGAGRATIS</b> przy kasie lub w koszyku.'),
      msoBlank(),
      mso('Promocja trwa od 20.11 do 27.11.2026.'),
      msoBlank(),
      mso('Spotkanie autorskie z Ann\u0105 Nowak: 4.12.2026, godz. 18:00.'),
      msoBlank(),
      mso('Pozdrawiamy serdecznie,'),
      mso('Zesp\u00f3\u0142 Ksi\u0119garni Pod Sow\u0105'),
      mso(`<span style='font-size:8.0pt;color:gray'>Ksi\u0119garnia Pod Sow\u0105 s.c. \u00b7 ul. Ruska 46 \u00b7 50-079 Wroc\u0142aw \u00b7 NIP 896-000-11-22. Aby zrezygnowa\u0107 z newslettera, odpowiedz \u201eREZYGNUJ\u201d.<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'PL', body, charset: 'iso-8859-2' });
    cases.push({
      folder: 'pl', name: 'outlook-iso88592-bogo',
      description: 'Outlook/Word HTML in ISO-8859-2 QP; buy one get one free with a code; range "od 20.11 do 27.11.2026"; author-event date as decoy',
      language: 'pl',
      headers: headers({
        fromName: store, fromAddr: 'ksiegarnia@podsowa.example', to: 'czytelnicy@podsowa.example', charset: 'iso-8859-2', mode: 'Q',
        subject: 'Druga ksi\u0105\u017cka gratis', date: ['2026-11-20 10:00', '+0100'], id: 'VI1P190MB0412AB@VI1P190MB0412.EURP190.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'pl-PL']],
      }),
      body: alt('_000_VI1P190MB0412_', textPart(htmlToText(html), 'iso-8859-2', 'quoted-printable', 'iso-8859-2'), htmlPart(html, 'iso-8859-2', 'quoted-printable', 'iso-8859-2')),
      offers: [O(store, 'DRUGAGRATIS', 'BOGO free', '2026-11-27')],
    });
  }

  {
    const store = 'Piekarnia K\u0142os';
    const html = braze({
      lang: 'pl', preheader: 'Tw\u00f3j rabat w aplikacji czeka.', appName: 'K\u0142os', accent: '#bf6a02',
      body: `<div class="braze-hero"><h1 style="margin:0;">15% rabatu na zam\u00f3wienie w aplikacji</h1></div><div class="braze-body"><p>Tw\u00f3j kod: <span style="font-family:monospace;font-size:22px;font-weight:700;">klos15</span></p><p>Kod wa\u017cny jeszcze 3 dni. Odbi\u00f3r w piekarni lub dostawa od 6:30.</p><p style="font-size:13px;color:#86868b;">Masz 240 punkt\u00f3w w programie K\u0142os+.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.piekarniaklos.example/app">Otw\u00f3rz aplikacj\u0119</a></p></div>`,
      footer: `Piekarnia K\u0142os sp. z o.o., ul. Pozna\u0144ska 12, 00-680 Warszawa<br><a href="https://links.piekarniaklos.example/unsub" style="color:#86868b;">Wypisz si\u0119</a>`,
    });
    cases.push({
      folder: 'pl', name: 'braze-kod-maly-3-dni',
      description: 'Braze; lowercase code; "kod ważny jeszcze 3 dni"; loyalty points as decoy',
      language: 'pl',
      headers: headers({
        fromName: store, fromAddr: 'aplikacja@mail.piekarniaklos.example', to: 'marta.k@mailbox.example',
        subject: '15% rabatu w aplikacji \u{1F956}', date: ['2026-11-25 06:30', '+0100'], id: 'braze.pk.15',
        unsub: 'https://links.piekarniaklos.example/unsub',
      }),
      body: related('--braze-rel-pk', alt('--braze-alt-pk', textPart(htmlToText(html)), htmlPart(html)), { kind: 'bin', type: 'image/gif', bytes: PIXEL_GIF, cid: 'spacer@pk', filename: 'spacer.gif', disposition: 'inline' }),
      offers: [O(store, 'klos15', '15% off', '2026-11-28')],
    });
  }

  return cases;
}
