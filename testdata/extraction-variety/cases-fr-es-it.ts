import { simple, button, grid, trk, dashedBox, cellBox, barcodePng, img } from './lib.ts';

export async function frEsIt(): Promise<void> {
  // ---------------------------------------------------------------- fr
  {
    const d = 'maison-cardamome.example';
    simple({
      cat: 'fr',
      name: 'postmark-split-spans-html-only',
      description: 'Postmark broadcast, HTML seul ; code coupé en trois <span> (NO|EL|25) ; « -25 % » ; date JJ/MM/AAAA',
      language: 'fr',
      offers: [{ store: 'Maison Cardamome', code: 'NOEL25', discount: '25% off', expiry: '2026-12-20', barcode: null }],
      esp: 'postmark',
      brand: 'Maison Cardamome',
      email: 'bonjour@maison-cardamome.example',
      domain: d,
      subject: 'Nos coffrets de Noël sont prêts',
      date: ['2026-12-09 09:00', '+0100'],
      pre: 'Épices, thés et douceurs à offrir.',
      unsub: 'Se désinscrire',
      mime: 'html',
      enc: 'quoted-printable',
      body: `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Les coffrets de Noël sont arrivés</h1>
<p style="margin:.4em 0 1.1875em;font-size:16px;line-height:1.625;">Cette année, nous avons composé six coffrets autour des épices d'hiver : cannelle de Ceylan, cardamome verte, badiane, poivre de Timut&hellip;</p>
<p style="margin:.4em 0 1.1875em;font-size:16px;line-height:1.625;">Pour nos abonnés, <strong>-25 %</strong> sur tous les coffrets avec le code&nbsp;<strong style="font-size:20px;"><span style="color:#9c2f2f;">NO</span><span style="color:#333333;">EL</span><span style="color:#9c2f2f;">25</span></strong>, jusqu'au 20/12/2026 inclus.</p>
${button('postmark', 'Découvrir les coffrets', trk('postmark', d, 'coffrets'), '#9c2f2f')}
<table class="purchase" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:25px 0;">
<tr><td style="padding:8px 0;border-bottom:1px solid #EAEAEC;">Coffret « Vin chaud » — réf. MC-CF-VC</td><td align="right" style="padding:8px 0;border-bottom:1px solid #EAEAEC;">34,00 €</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #EAEAEC;">Coffret « Pain d'épices » — réf. MC-CF-PE</td><td align="right" style="padding:8px 0;border-bottom:1px solid #EAEAEC;">29,00 €</td></tr>
<tr><td style="padding:8px 0;">Coffret « Grand Tour » — réf. MC-CF-GT</td><td align="right" style="padding:8px 0;">69,00 €</td></tr>
</table>
<p style="font-size:13px;color:#6B6E76;">Offre non cumulable, valable sur maison-cardamome.example uniquement.</p>`,
      footer: 'Maison Cardamome SAS · 17 rue des Trois-Frères, 75018 Paris · RCS Paris 812 345 678 · TVA FR12812345678',
    });
  }
  {
    const d = 'atelier-sillon.example';
    simple({
      cat: 'fr',
      name: 'drip-button-lowercase-plus-free-shipping',
      description: 'Drip ; code minuscule dans le libellé du bouton ; -15 % + livraison offerte ; « jusqu\'à dimanche »',
      language: 'fr',
      offers: [{ store: 'Atelier Sillon', code: 'hiver15', discount: '15% off + free shipping', expiry: '2027-01-10', barcode: null }],
      esp: 'drip',
      brand: 'Atelier Sillon',
      email: 'contact@atelier-sillon.example',
      domain: d,
      subject: 'Céramiques d\'hiver : la nouvelle collection',
      date: ['2027-01-07 17:00', '+0100'],
      pre: 'Bols, tasses et pichets tournés à la main.',
      unsub: 'Se désabonner',
      mime: 'alt',
      enc: 'quoted-printable',
      body: `<p style="margin:0 0 16px 0;">Bonjour,</p>
<p style="margin:0 0 16px 0;">La collection d'hiver sort du four : des émaux couleur neige et ardoise, tournés un à un dans notre atelier de la Drôme.</p>
${grid('drip', d, [['Bol Ardoise Ø14', '32 €', 'AS-BOL-ARD-14'], ['Tasse Neige 25 cl', '26 €', 'AS-TAS-NEI-25'], ['Pichet Givre', '58 €', 'AS-PIC-GIV']])}
<p style="margin:16px 0;">Jusqu'à dimanche, profitez de <strong>-15 %</strong> et de la <strong>livraison offerte</strong> sur toute la collection.</p>
${button('drip', 'J\'EN PROFITE AVEC LE CODE hiver15', trk('drip', d, 'hiver?code=hiver15'), '#4a5a6a')}
<p style="margin:16px 0 0 0;">À très vite,<br />Claire, Atelier Sillon</p>`,
      footer: 'Atelier Sillon EURL · 4 place du Marché, 26220 Dieulefit · SIRET 901 234 567 00012',
    });
  }
  {
    const d = 'velocite-lyon.example';
    simple({
      cat: 'fr',
      name: 'zoho-digit-cells-expires-in-3-days',
      description: 'Zoho Campaigns, HTML seul en windows-1252 base64 ; code numérique dans des cases un chiffre par case ; « 15 € dès 75 € » ; expire dans 3 jours',
      language: 'fr',
      offers: [{ store: 'Vélocité Lyon', code: '582910', discount: '€15 off €75+', expiry: '2026-12-03', barcode: null }],
      esp: 'zoho',
      brand: 'Vélocité Lyon',
      email: 'atelier@velocite-lyon.example',
      domain: d,
      subject: 'Révision d\'hiver : votre code personnel',
      date: ['2026-11-30 08:00', '+0100'],
      pre: '15 € offerts pour préparer votre vélo à l\'hiver.',
      nav: ['Vélos', 'Accessoires', 'Atelier', 'Occasions'],
      view: 'Voir la version en ligne',
      unsub: 'Se désinscrire',
      mime: 'html',
      enc: 'base64',
      charset: 'windows-1252',
      body: `<h1 style="font-size:24px;color:#0b5563;margin:0 0 12px 0;">Votre vélo mérite une révision d'hiver</h1>
<p>Freins, éclairage, pneus cloutés : c'est le moment. Voici votre code personnel, valable en boutique et sur le site :</p>
<p style="text-align:center;margin:16px 0 0 0;font-size:12px;text-transform:uppercase;letter-spacing:2px;color:#0b5563;">Code promo</p>
${cellBox('582910', '#0b5563')}
<p style="text-align:center;"><strong>15 € de remise dès 75 € d'achat</strong> (pièces et main-d'œuvre).</p>
<p style="text-align:center;font-size:12px;color:#777777;">Attention : ce code expire dans 3 jours. Usage unique.</p>
${button('zoho', 'Prendre rendez-vous', trk('zoho', d, 'atelier/rdv'), '#0b5563')}
${grid('zoho', d, [['Éclairage USB 800 lm', '49,90 €', 'VL-ECL-800'], ['Pneu clouté 700x40', '64,00 €', 'VL-PN-CL-70040'], ['Gants hiver taille L', '39,00 €', 'VL-GT-HV-L']])}`,
      footer: 'Vélocité Lyon SARL · 92 cours Gambetta, 69007 Lyon · 04 78 55 01 23 · RCS Lyon 834 567 890',
    });
  }
  {
    const d = 'lapetitecriee.example';
    simple({
      cat: 'fr',
      name: 'campaign-monitor-welcome-mixedcase',
      description: 'Campaign Monitor, mail de bienvenue ; code en casse mixte ; première commande ; pas de date limite',
      language: 'fr',
      offers: [{ store: 'La Petite Criée', code: 'BonPlan10', discount: '10% off', expiry: null, barcode: null }],
      esp: 'cm',
      brand: 'La Petite Criée',
      email: 'bienvenue@lapetitecriee.example',
      domain: d,
      subject: 'Bienvenue à bord !',
      date: ['2026-12-15 10:00', '+0100'],
      pre: 'Conserves de la mer, direct de Douarnenez.',
      nav: ['Sardines', 'Rillettes', 'Soupes', 'Coffrets'],
      view: 'Version en ligne',
      unsub: 'Se désinscrire',
      mime: 'alt',
      enc: 'base64',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#1f3b57;font-size:28px;line-height:36px;text-align:center;">Bienvenue à bord !</h1>
<p style="Margin-top:0;Margin-bottom:20px;">Merci de nous avoir rejoints. Depuis 1962, notre conserverie de Douarnenez met en boîte sardines, maquereaux et rillettes, à la main.</p>
<p style="Margin-top:0;Margin-bottom:20px;">Pour fêter votre arrivée : <strong>-10 %</strong> sur votre première commande avec le code <strong>BonPlan10</strong>.</p>
${button('cm', 'Découvrir la boutique', trk('cm', d, 'boutique'), '#1f3b57')}`,
      footer: 'La Petite Criée SAS · Quai du Port-Rhu, 29100 Douarnenez · RCS Quimper 345 678 901',
    });
  }
  {
    const d = 'parfumerie-iris.example';
    const value = 'MAG-20-7731';
    const png = await barcodePng('qrcode', value, { scale: 4 });
    simple({
      cat: 'fr',
      name: 'qr-data-uri-html-only-base64',
      description: 'HTML seul en base64 ; QR code en data: URI à présenter en magasin, texte imprimé à côté ; -20 %',
      language: 'fr',
      offers: [{ store: 'Parfumerie Iris', code: value, discount: '20% off', expiry: '2027-01-15', barcode: { value, format: 'QR' } }],
      esp: 'inhouse',
      brand: 'Parfumerie Iris',
      email: 'club@parfumerie-iris.example',
      domain: d,
      subject: 'Votre avantage en boutique : -20 %',
      date: ['2026-12-19 09:00', '+0100'],
      pre: 'Présentez ce QR code en caisse.',
      view: 'Voir en ligne',
      unsub: 'Se désinscrire',
      accent: '#5b3a70',
      mime: 'html',
      enc: 'base64',
      body: `<h1 style="font-size:24px;color:#5b3a70;text-align:center;margin:0 0 10px 0;">-20 % sur l'article de votre choix</h1>
<p style="text-align:center;">Présentez ce QR code en caisse dans l'une de nos 14 boutiques.</p>
<table align="center" cellpadding="10" cellspacing="0" style="border:1px solid #5b3a70;"><tr>
<td><img src="data:image/png;base64,${Buffer.from(png).toString('base64')}" width="150" height="150" alt="QR code" style="display:block;" /></td>
<td style="font-family:Arial,sans-serif;font-size:13px;color:#333333;">Code&nbsp;:<br /><strong style="font-size:18px;">${value}</strong><br /><br />Valable jusqu'au 15/01/2027</td>
</tr></table>
<p style="font-size:11px;color:#888888;text-align:center;">Offre valable une seule fois, en boutique uniquement, hors coffrets et produits déjà remisés.</p>`,
      footer: 'Parfumerie Iris SA · 3 rue Sainte-Catherine, 33000 Bordeaux · RCS Bordeaux 456 789 012',
    });
  }

  // ---------------------------------------------------------------- es
  {
    const d = 'olivarium.example';
    simple({
      cat: 'es',
      name: 'brevo-button-lowercase-underscore',
      description: 'Brevo; código en minúsculas con guion bajo dentro del botón "COMPRA CON EL CÓDIGO …"; "hasta el domingo"',
      language: 'es',
      offers: [{ store: 'Olivarium', code: 'rebajas_20', discount: '20% off', expiry: '2027-01-17', barcode: null }],
      esp: 'brevo',
      brand: 'Olivarium',
      email: 'hola@olivarium.example',
      domain: d,
      subject: 'Rebajas de invierno en Olivarium',
      date: ['2027-01-12 09:00', '+0100'],
      pre: 'Aceites, conservas y cosmética natural con un 20 % menos.',
      nav: ['Aceites', 'Gourmet', 'Cosmética', 'Regalos'],
      view: 'Ver en el navegador',
      unsub: 'Darse de baja',
      mime: 'alt',
      body: `<h1 style="font-size:26px;color:#556b2f;text-align:center;margin:0 0 12px 0;">Rebajas de invierno</h1>
<p style="text-align:center;">Del olivar de Jaén a tu mesa: llévate un <strong>20 % de descuento</strong> en toda la tienda hasta el domingo.</p>
${button('brevo', 'COMPRA CON EL CÓDIGO rebajas_20', trk('brevo', d, 'rebajas?c=rebajas_20'), '#556b2f')}
${grid('brevo', d, [['AOVE Picual 500 ml', '12,90 €', 'OLV-AC-PIC-500'], ['Paté de aceituna', '5,50 €', 'OLV-GO-PAT-01'], ['Jabón de oliva y lavanda', '6,95 €', 'OLV-CO-JAB-LAV']])}
<p style="font-size:12px;color:#777777;text-align:center;">Promoción válida hasta el domingo a las 23:59. No acumulable con otras ofertas.</p>`,
      footer: 'Olivarium S.L. · Calle Maestra 21, 23002 Jaén · CIF B23456789 · Tel. 953 555 012',
    });
  }
  {
    const d = 'turronesvidal.example';
    simple({
      cat: 'es',
      name: 'campaign-monitor-split-spans-48h',
      description: 'Campaign Monitor, solo HTML; código partido en <span> (NAVI|DAD|15); "solo 48 horas" relativo al envío',
      language: 'es',
      offers: [{ store: 'Turrones Vidal', code: 'NAVIDAD15', discount: '15% off', expiry: '2026-12-17', barcode: null }],
      esp: 'cm',
      brand: 'Turrones Vidal',
      email: 'tienda@turronesvidal.example',
      domain: d,
      subject: '48 horas de dulzura',
      date: ['2026-12-15 22:00', '+0100'],
      pre: 'Turrón artesano de Xixona con descuento.',
      nav: ['Turrones', 'Mazapanes', 'Lotes', 'Empresas'],
      view: 'Ver online',
      unsub: 'Cancelar suscripción',
      mime: 'html',
      enc: 'quoted-printable',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#8b1a1a;font-size:28px;line-height:36px;text-align:center;">Solo 48 horas</h1>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;">Turrón de Xixona, de Alicante, de yema tostada&hellip; Durante las próximas 48 horas, un 15 % de descuento en toda la tienda con el código:</p>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:3px;"><span style="color:#8b1a1a;">NAVI</span><span style="color:#c9a227;">DAD</span><span style="color:#8b1a1a;">15</span></p>
${button('cm', 'Comprar turrón', trk('cm', d, 'turrones'), '#8b1a1a')}
${grid('cm', d, [['Turrón de Xixona 300 g', '11,50 €', 'TV-XIX-300'], ['Turrón de Alicante 300 g', '11,50 €', 'TV-ALI-300'], ['Lote Familia', '49,00 €', 'TV-LOT-FAM']])}`,
      footer: 'Turrones Vidal S.A. · Avda. de la Constitución 40, 03100 Xixona (Alicante) · CIF A03123456',
    });
  }
  {
    const d = 'librerialaestacion.example';
    simple({
      cat: 'es',
      name: 'plaintext-tiered-euro-thresholds',
      description: 'Solo texto; dos códigos escalonados (10 € desde 60 €, 25 € desde 120 €); fecha DD/MM/AAAA',
      language: 'es',
      offers: [
        { store: 'Librería La Estación', code: 'AHORRA10', discount: '€10 off €60+', expiry: '2026-12-06', barcode: null },
        { store: 'Librería La Estación', code: 'AHORRA25', discount: '€25 off €120+', expiry: '2026-12-06', barcode: null },
      ],
      esp: 'inhouse',
      brand: 'Librería La Estación',
      email: 'boletin@librerialaestacion.example',
      domain: d,
      subject: 'Cyber Monday en la librería',
      date: ['2026-11-30 08:00', '+0100'],
      mime: 'text',
      enc: 'quoted-printable',
      charset: 'windows-1252',
      plain: `Hola, lector:

Este lunes también es para los libros. Cuanto más leas, más ahorras:

  * 10 € de descuento a partir de 60 € de compra -> código AHORRA10
  * 25 € de descuento a partir de 120 € de compra -> código AHORRA25

Válido hasta el 06/12/2026 en la web. Un código por pedido.

Novedades de la semana:
  - "El último tren a Canfranc", M. Ortega ..... 21,90 €  (ISBN 978-84-0000-123-4)
  - "Cocina de aprovechamiento", L. Sanz ....... 24,50 €  (ISBN 978-84-0000-456-7)

Te esperamos también en la tienda: Plaza de la Estación 2, Zaragoza.
Teléfono 976 555 034.

Un abrazo,
El equipo de La Estación

Darse de baja: https://librerialaestacion.example/baja?u=88af12
`,
    });
  }
  {
    const d = 'calcetinesbrava.example';
    simple({
      cat: 'es',
      name: 'zoho-subject-only-3x2',
      description: 'Zoho Campaigns; el código solo aparece en el asunto; 3x2 en calcetines; "solo hoy"',
      language: 'es',
      offers: [{ store: 'Calcetines Brava', code: 'TRESXDOS', discount: 'B2G1 free', expiry: '2026-12-05', barcode: null }],
      esp: 'zoho',
      brand: 'Calcetines Brava',
      email: 'hola@calcetinesbrava.example',
      domain: d,
      subject: 'Solo hoy: 3x2 en calcetines con el código TRESXDOS',
      date: ['2026-12-05 10:00', '+0100'],
      pre: 'Elige tres pares, paga dos.',
      nav: ['Mujer', 'Hombre', 'Niños', 'Packs'],
      view: 'Ver en el navegador',
      unsub: 'Darse de baja',
      mime: 'alt',
      body: `<p><img src="https://cdn.${d}/email/3x2-hero.png" width="550" alt="3x2 en calcetines" style="display:block;width:100%;border:0;" /></p>
<p style="font-size:17px;text-align:center;">Elige tres pares y paga solo dos. Introduce el código del asunto en la cesta y el par más barato te sale gratis.</p>
${grid('zoho', d, [['Calcetín Rayas Mar, T. 39-42', '9,90 €', 'CB-RAY-3942'], ['Calcetín Lana Merino, T. 43-46', '12,90 €', 'CB-MER-4346'], ['Pack Navidad (3 pares)', '24,90 €', 'CB-PK-NAV']])}
${button('zoho', 'Elegir mis calcetines', trk('zoho', d, 'calcetines'), '#e94f37')}
<p style="font-size:12px;color:#777777;text-align:center;">Solo hoy, hasta las 23:59. No válido en packs.</p>`,
      footer: 'Calcetines Brava S.L. · Carrer de la Riera 8, 17250 Platja d\'Aro (Girona) · CIF B17654321',
    });
  }
  {
    const d = 'herbolariosalvia.example';
    simple({
      cat: 'es',
      name: 'drip-welcome-digits-code-no-expiry',
      description: 'Drip, bienvenida; código solo numérico junto a "Tu código de bienvenida:"; sin caducidad',
      language: 'es',
      offers: [{ store: 'Herbolario Salvia', code: '1010', discount: '10% off', expiry: null, barcode: null }],
      esp: 'drip',
      brand: 'Herbolario Salvia',
      email: 'hola@herbolariosalvia.example',
      domain: d,
      subject: '¡Bienvenida a Herbolario Salvia!',
      date: ['2026-12-02 13:00', '+0100'],
      pre: 'Gracias por suscribirte. Aquí tienes un regalo.',
      unsub: 'Darse de baja',
      mime: 'alt',
      enc: 'base64',
      body: `<p style="margin:0 0 16px 0;">¡Hola!</p>
<p style="margin:0 0 16px 0;">Gracias por unirte. Somos un herbolario de barrio en Valencia con más de 400 plantas, infusiones y aceites esenciales.</p>
<p style="margin:0 0 16px 0;">Para tu primera compra tienes un <strong>10 % de descuento</strong>.</p>
<p style="margin:0 0 16px 0;text-align:center;font-family:Helvetica,Arial,sans-serif;">Tu código de bienvenida: <strong style="font-size:22px;">1010</strong></p>
${button('drip', 'Ir a la tienda', trk('drip', d, 'tienda'), '#6b8f71')}
<p style="margin:16px 0 0 0;">Un abrazo verde,<br />Marta</p>`,
      footer: 'Herbolario Salvia · C/ de Cuba 31, 46006 València · Tel. 963 555 077',
    });
  }

  // ---------------------------------------------------------------- it
  {
    const d = 'pastificiomarra.example';
    simple({
      cat: 'it',
      name: 'postmark-button-mixedcase',
      description: 'Postmark broadcast; codice in maiuscole/minuscole dentro il bottone "ACQUISTA CON IL CODICE …"; data GG/MM/AAAA',
      language: 'it',
      offers: [{ store: 'Pastificio Marra', code: 'NataleFelice', discount: '20% off', expiry: '2026-12-24', barcode: null }],
      esp: 'postmark',
      brand: 'Pastificio Marra',
      email: 'ordini@pastificiomarra.example',
      domain: d,
      subject: 'La pasta delle feste è pronta',
      date: ['2026-12-14 08:00', '+0100'],
      pre: 'Trafilata al bronzo, essiccata lentamente.',
      unsub: 'Annulla iscrizione',
      mime: 'alt',
      body: `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">La pasta delle feste</h1>
<p style="margin:.4em 0 1.1875em;">Paccheri, mafalde, ziti lunghi da spezzare a mano: la nostra selezione per il pranzo di Natale, trafilata al bronzo a Gragnano.</p>
<p style="margin:.4em 0 1.1875em;">Per i nostri iscritti, <strong>sconto del 20%</strong> su tutto il catalogo fino al 24/12/2026.</p>
${button('postmark', 'ACQUISTA CON IL CODICE NataleFelice', trk('postmark', d, 'natale?codice=NataleFelice'), '#b22222')}
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:25px 0;">
<tr><td style="padding:8px 0;border-bottom:1px solid #EAEAEC;">Paccheri 500 g (cod. PM-PAC-500)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #EAEAEC;">4,20 €</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #EAEAEC;">Ziti lunghi 1 kg (cod. PM-ZIT-1000)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #EAEAEC;">7,80 €</td></tr>
<tr><td style="padding:8px 0;">Cesto Natale Campano (cod. PM-CST-NAT)</td><td align="right" style="padding:8px 0;">59,00 €</td></tr>
</table>`,
      footer: 'Pastificio Marra S.r.l. · Via Roma 112, 80054 Gragnano (NA) · P.IVA 01234567890 · REA NA-765432',
    });
  }
  {
    const d = 'dolceriabianchi.example';
    simple({
      cat: 'it',
      name: 'brevo-dashed-box-underscore-3-days',
      description: 'Brevo; codice con underscore in riquadro tratteggiato spaziato; "5 € con una spesa minima di 40 €"; scade tra 3 giorni',
      language: 'it',
      offers: [{ store: 'Dolceria Bianchi', code: 'PANETTONE_5', discount: '€5 off €40+', expiry: '2026-12-20', barcode: null }],
      esp: 'brevo',
      brand: 'Dolceria Bianchi',
      email: 'newsletter@dolceriabianchi.example',
      domain: d,
      subject: 'Il panettone che aspettavi',
      date: ['2026-12-17 11:00', '+0100'],
      pre: 'Lievitazione 36 ore, canditi di Sicilia.',
      nav: ['Panettoni', 'Pandori', 'Torroni', 'Regali aziendali'],
      view: 'Visualizza nel browser',
      unsub: 'Cancellati',
      mime: 'alt',
      enc: 'quoted-printable',
      charset: 'iso-8859-15',
      body: `<h1 style="font-size:26px;color:#6d4c41;text-align:center;margin:0 0 12px 0;">Il panettone che aspettavi</h1>
<p style="text-align:center;">Impastato a mano, 36 ore di lievitazione naturale. Per te <strong>5 € di sconto</strong> con una spesa minima di 40 €.</p>
${dashedBox('PANETTONE_5', '#6d4c41', 'Il codice scade tra 3 giorni')}
${button('brevo', 'Ordina ora', trk('brevo', d, 'panettoni'), '#6d4c41')}
${grid('brevo', d, [['Panettone Classico 1 kg', '32,00 €', 'DB-PAN-CL-1000'], ['Panettone Pistacchio', '38,00 €', 'DB-PAN-PST'], ['Torrone morbido 250 g', '14,50 €', 'DB-TOR-250']])}`,
      footer: 'Dolceria Bianchi S.n.c. · Corso Magenta 9, 20123 Milano · P.IVA 09876543210',
    });
  }
  {
    const d = 'supermercatiarno.example';
    const value = 'CPN-IT-558120';
    const png = await barcodePng('code128', value);
    simple({
      cat: 'it',
      name: 'zoho-code128-coupon-cid',
      description: 'Zoho Campaigns; buono da mostrare in cassa come CODE128 (cid:), codice stampato accanto; "10 € su una spesa minima di 50 €"',
      language: 'it',
      offers: [{ store: 'Supermercati Arno', code: value, discount: '€10 off €50+', expiry: '2027-01-31', barcode: { value, format: 'CODE128' } }],
      esp: 'zoho',
      brand: 'Supermercati Arno',
      email: 'carta@supermercatiarno.example',
      domain: d,
      subject: 'Il tuo buono di gennaio',
      date: ['2027-01-08 09:00', '+0100'],
      pre: '10 € di sconto sulla tua prossima spesa.',
      view: 'Visualizza online',
      unsub: 'Disiscriviti',
      mime: 'alt-related',
      body: `<h1 style="font-size:24px;color:#00695c;text-align:center;margin:0 0 12px 0;">10 € di sconto sulla spesa</h1>
<p style="text-align:center;">Mostra questo buono alla cassa di qualsiasi punto vendita Arno per avere 10 € di sconto su una spesa minima di 50 €.</p>
<table align="center" cellpadding="12" cellspacing="0" style="border:2px dashed #00695c;"><tr>
<td><img src="cid:buono-128@arno" width="280" alt="Codice a barre del buono" style="display:block;" /></td>
<td style="font-family:Arial,sans-serif;font-size:13px;">Codice buono<br /><strong style="font-size:17px;">${value}</strong><br /><br />Valido fino al 31/01/2027</td>
</tr></table>
<p style="font-size:11px;color:#777777;text-align:center;">Utilizzabile una sola volta. Esclusi farmaci, ricariche telefoniche, tabacchi e latte per l'infanzia.</p>`,
      footer: 'Supermercati Arno S.p.A. · Via Pisana 301, 50143 Firenze · P.IVA 04567890123 · Capitale sociale 5.000.000 € i.v.',
      images: [img('image/png', png, 'buono-128@arno', 'buono.png')],
    });
  }
  {
    const d = 'ferramentaguidi.example';
    simple({
      cat: 'it',
      name: 'plaintext-tiered-black-friday',
      description: 'Solo testo; due codici a scaglioni (10 € sopra 80 €, 30 € sopra 180 €); "fino a domenica 29 novembre"',
      language: 'it',
      offers: [
        { store: 'Ferramenta Guidi', code: 'SPESA10', discount: '€10 off €80+', expiry: '2026-11-29', barcode: null },
        { store: 'Ferramenta Guidi', code: 'SPESA30', discount: '€30 off €180+', expiry: '2026-11-29', barcode: null },
      ],
      esp: 'inhouse',
      brand: 'Ferramenta Guidi',
      email: 'shop@ferramentaguidi.example',
      domain: d,
      subject: 'Black Friday in ferramenta',
      date: ['2026-11-25 19:00', '+0100'],
      mime: 'text',
      enc: '8bit',
      plain: `Ciao,

il Black Friday arriva anche tra gli scaffali della Ferramenta Guidi.
Più spendi, più risparmi:

  SPESA10  ->  10 € di sconto sopra gli 80 € di spesa
  SPESA30  ->  30 € di sconto sopra i 180 € di spesa

I codici valgono sul sito fino a domenica 29 novembre.

In evidenza:
  Trapano avvitatore 18V (art. FG-TRV-18) ....... 89,00 €
  Set cacciaviti 12 pz (art. FG-CAC-12) ......... 19,90 €
  Scala in alluminio 5 gradini (art. FG-SC-5) ... 64,50 €

Ferramenta Guidi s.a.s. - Via Emilia Est 220, 41121 Modena
Tel. 059 555 0144 - P.IVA 02345678901
Per non ricevere più email: https://ferramentaguidi.example/unsub?id=7d21
`,
    });
  }
  {
    const d = 'ceramicaderuta-sole.example';
    simple({
      cat: 'it',
      name: 'drip-welcome-lowercase-free-shipping',
      description: 'Drip, benvenuto; codice minuscolo; 10% + spedizione gratuita sul primo ordine; nessuna scadenza',
      language: 'it',
      offers: [{ store: 'Ceramiche Sole', code: 'ciao10', discount: '10% off + free shipping', expiry: null, barcode: null }],
      esp: 'drip',
      brand: 'Ceramiche Sole',
      email: 'benvenuto@ceramicaderuta-sole.example',
      domain: d,
      subject: 'Benvenuta nella famiglia Sole',
      date: ['2026-12-20 15:00', '+0100'],
      pre: 'Un piccolo regalo per il tuo primo ordine.',
      unsub: 'Annulla iscrizione',
      mime: 'alt',
      body: `<p style="margin:0 0 16px 0;">Ciao e benvenuta!</p>
<p style="margin:0 0 16px 0;">Dipingiamo a mano le nostre maioliche a Deruta dal 1971. Piatti, brocche, piastrelle: ogni pezzo è unico.</p>
<p style="margin:0 0 16px 0;">Sul tuo primo ordine hai il <strong>10% di sconto e la spedizione gratuita</strong>: inserisci il codice <strong>ciao10</strong> al momento del pagamento.</p>
${button('drip', 'Scopri le collezioni', trk('drip', d, 'collezioni'), '#1565c0')}
<p style="margin:16px 0 0 0;">A presto,<br />Famiglia Sole</p>`,
      footer: 'Ceramiche Sole S.r.l. · Via Tiberina 48, 06053 Deruta (PG) · P.IVA 03456789012',
    });
  }
}
