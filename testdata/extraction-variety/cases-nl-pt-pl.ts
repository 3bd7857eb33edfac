import { simple, button, grid, trk, dashedBox, cellBox, barcodePng, ean13Check, img } from './lib.ts';

export async function nlPtPl(): Promise<void> {
  // ---------------------------------------------------------------- nl
  {
    const d = 'dekoekenbakker.example';
    simple({
      cat: 'nl',
      name: 'brevo-split-spans-lowercase',
      description: 'Brevo, alleen HTML; kleine-letter code gesplitst over drie <span>s (sint|klaas|10); "€ 10,00 korting vanaf € 50,00"; t/m D-M-J',
      language: 'nl',
      offers: [{ store: 'De Koekenbakker', code: 'sintklaas10', discount: '€10 off €50+', expiry: '2026-12-05', barcode: null }],
      esp: 'brevo',
      brand: 'De Koekenbakker',
      email: 'nieuwsbrief@dekoekenbakker.example',
      domain: d,
      subject: 'De Sint komt eraan!',
      date: ['2026-11-30 07:00', '+0100'],
      pre: 'Speculaas, taaitaai en chocoladeletters.',
      nav: ['Speculaas', 'Chocoladeletters', 'Pakketten', 'Zakelijk'],
      view: 'Bekijk in je browser',
      unsub: 'Afmelden',
      mime: 'html',
      enc: 'quoted-printable',
      body: `<h1 style="font-size:26px;color:#a0522d;text-align:center;margin:0 0 12px 0;">De Sint komt eraan!</h1>
<p style="text-align:center;">Vul de schoen met ambachtelijke speculaas en chocoladeletters. Je krijgt <strong>€&nbsp;10,00 korting vanaf €&nbsp;50,00</strong> met de code</p>
<p style="text-align:center;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;margin:12px 0;"><span style="color:#a0522d;">sint</span><span style="color:#c0392b;">klaas</span><span style="color:#a0522d;">10</span></p>
<p style="text-align:center;font-size:12px;color:#777777;">Geldig t/m 5-12-2026. Bestel vóór 3 december 22:00 voor levering op tijd.</p>
${button('brevo', 'Naar de winkel', trk('brevo', d, 'sinterklaas'), '#a0522d')}
${grid('brevo', d, [['Roomboter speculaas 400 g', '€ 7,95', 'KB-SPC-400'], ['Chocoladeletter melk', '€ 4,50', 'KB-LTR-MLK'], ['Sinterklaaspakket', '€ 29,95', 'KB-PKT-SNT']])}`,
      footer: 'De Koekenbakker B.V. · Oudegracht 140 · 3511 AZ Utrecht · KvK 12345678 · BTW NL001234567B01',
    });
  }
  {
    const d = 'fietsfabriek-noord.example';
    simple({
      cat: 'nl',
      name: 'campaign-monitor-button-hyphen-48h',
      description: 'Campaign Monitor; code met koppelteken in de knop "SHOP MET CODE …"; "nog 48 uur" relatief',
      language: 'nl',
      offers: [{ store: 'Fietsfabriek Noord', code: 'KERST-25', discount: '25% off', expiry: '2026-12-20', barcode: null }],
      esp: 'cm',
      brand: 'Fietsfabriek Noord',
      email: 'info@fietsfabriek-noord.example',
      domain: d,
      subject: 'Nog 48 uur: kerstkorting op accessoires',
      date: ['2026-12-18 08:00', '+0100'],
      pre: 'Verlichting, tassen en sloten met 25% korting.',
      nav: ['Fietsen', 'E-bikes', 'Accessoires', 'Werkplaats'],
      view: 'Online bekijken',
      unsub: 'Uitschrijven',
      mime: 'alt',
      enc: 'base64',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#0d3b66;font-size:28px;line-height:36px;text-align:center;">Nog 48 uur kerstkorting</h1>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;">Alle accessoires 25% goedkoper: van fietstassen tot koplampen. Alleen de komende 48 uur.</p>
${button('cm', 'SHOP MET CODE KERST-25', trk('cm', d, 'accessoires?code=KERST-25'), '#0d3b66')}
${grid('cm', d, [['Dubbele fietstas 2×20 L', '€ 89,95', 'FN-TAS-2X20'], ['Koplamp LED 70 lux', '€ 44,95', 'FN-LMP-70'], ['Kettingslot ART-3', '€ 59,00', 'FN-SLT-ART3']])}
<p style="Margin-top:0;Margin-bottom:20px;font-size:12px;text-align:center;">Niet geldig op fietsen en werkplaatsdiensten.</p>`,
      footer: 'Fietsfabriek Noord B.V. · Zuiderdiep 55 · 9711 HE Groningen · KvK 87654321 · 050 555 0123',
    });
  }
  {
    const d = 'plantjesbezorgd.example';
    simple({
      cat: 'nl',
      name: 'zoho-digit-cells-date-like-code',
      description: 'Zoho Campaigns, alleen HTML; numerieke code die op een datum lijkt (20261127) in losse vakjes naast "Kortingscode"; 15% + gratis verzending',
      language: 'nl',
      offers: [{ store: 'Plantjes Bezorgd', code: '20261127', discount: '15% off + free shipping', expiry: '2026-11-30', barcode: null }],
      esp: 'zoho',
      brand: 'Plantjes Bezorgd',
      email: 'groen@plantjesbezorgd.example',
      domain: d,
      subject: 'Black Friday: groen is de nieuwe kleur',
      date: ['2026-11-27 06:30', '+0100'],
      pre: 'Kamerplanten met korting en gratis bezorging.',
      nav: ['Kamerplanten', 'Potten', 'Verzorging', 'Cadeaus'],
      view: 'Bekijk online',
      unsub: 'Afmelden',
      mime: 'html',
      enc: 'base64',
      body: `<h1 style="font-size:24px;color:#2d6a4f;margin:0 0 12px 0;">Black Friday bij Plantjes Bezorgd</h1>
<p>Dit weekend: <strong>15% korting</strong> op alle kamerplanten én <strong>gratis verzending</strong>. Vul deze kortingscode in bij het afrekenen:</p>
<p style="text-align:center;margin:14px 0 0 0;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:#2d6a4f;">Kortingscode</p>
${cellBox('20261127', '#2d6a4f')}
<p style="text-align:center;font-size:12px;color:#777777;">Geldig tot 30-11-2026.</p>
${button('zoho', 'Bekijk alle planten', trk('zoho', d, 'kamerplanten'), '#2d6a4f')}
${grid('zoho', d, [['Monstera deliciosa 80 cm', '€ 34,95', 'PB-MON-80'], ['Calathea orbifolia', '€ 24,95', 'PB-CAL-ORB'], ['Keramiek pot Ø17 zand', '€ 14,95', 'PB-POT-17-ZND']])}`,
      footer: 'Plantjes Bezorgd B.V. · Kwekerijweg 12 · 2671 MB Naaldwijk · KvK 23456789',
    });
  }
  {
    const d = 'huisvanlinnen.example';
    simple({
      cat: 'nl',
      name: 'postmark-welcome-mixedcase-no-expiry',
      description: 'Postmark broadcast, welkomstmail; code in gemengde hoofd/kleine letters; geen vervaldatum',
      language: 'nl',
      offers: [{ store: 'Huis van Linnen', code: 'WelkomThuis', discount: '10% off', expiry: null, barcode: null }],
      esp: 'postmark',
      brand: 'Huis van Linnen',
      email: 'welkom@huisvanlinnen.example',
      domain: d,
      subject: 'Welkom bij Huis van Linnen',
      date: ['2026-12-22 10:00', '+0100'],
      pre: 'Fijn dat je er bent.',
      unsub: 'Uitschrijven',
      mime: 'alt',
      body: `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Fijn dat je er bent</h1>
<p style="margin:.4em 0 1.1875em;">Welkom! Wij maken beddengoed en handdoeken van Europees linnen, geweven in Twente.</p>
<p style="margin:.4em 0 1.1875em;">Als welkomstcadeau krijg je <strong>10% korting</strong> op je eerste bestelling met de code <strong>WelkomThuis</strong>.</p>
${button('postmark', 'Ontdek de collectie', trk('postmark', d, 'collectie'), '#8d7b68')}
<p style="margin:.4em 0 1.1875em;font-size:13px;color:#6B6E76;">Vragen? Bel ons op 053 555 0188 of antwoord op deze mail.</p>`,
      footer: 'Huis van Linnen V.O.F. · Haaksbergerstraat 7 · 7511 HS Enschede · KvK 34567890',
    });
  }
  {
    const d = 'drogisterij-deroos.example';
    const value = '8721004417';
    const png = await barcodePng('qrcode', value, { scale: 4 });
    simple({
      cat: 'nl',
      name: 'qr-cid-instore-digits',
      description: 'Winkelcoupon als QR-code (cid:) met het nummer ernaast; "€ 5,00 korting vanaf € 25,00"; t/m D-M-J',
      language: 'nl',
      offers: [{ store: 'Drogisterij De Roos', code: value, discount: '€5 off €25+', expiry: '2027-01-31', barcode: { value, format: 'QR' } }],
      esp: 'inhouse',
      brand: 'Drogisterij De Roos',
      email: 'klantenpas@drogisterij-deroos.example',
      domain: d,
      subject: 'Jouw persoonlijke winkelcoupon',
      date: ['2027-01-09 09:00', '+0100'],
      pre: 'Laat de QR-code scannen aan de kassa.',
      view: 'Bekijk in browser',
      unsub: 'Afmelden',
      accent: '#c2185b',
      mime: 'alt-related',
      body: `<h1 style="font-size:24px;color:#c2185b;text-align:center;margin:0 0 10px 0;">€ 5,00 korting vanaf € 25,00</h1>
<p style="text-align:center;">Laat deze QR-code scannen aan de kassa van je Drogisterij De Roos.</p>
<table align="center" cellpadding="12" cellspacing="0" style="border:1px solid #c2185b;"><tr>
<td><img src="cid:qr-coupon@deroos" width="150" height="150" alt="QR-code" style="display:block;" /></td>
<td style="font-family:Arial,sans-serif;font-size:13px;">Couponnummer<br /><strong style="font-size:18px;">${value}</strong><br /><br />Geldig t/m 31-01-2027</td>
</tr></table>
<p style="font-size:11px;color:#777777;text-align:center;">Eenmalig te gebruiken in de winkel. Niet geldig op geneesmiddelen, zuigelingenvoeding en cadeaukaarten.</p>`,
      footer: 'Drogisterij De Roos B.V. · Grote Markt 3 · 2011 RD Haarlem · KvK 45678901',
      images: [img('image/png', png, 'qr-coupon@deroos', 'qr.png')],
    });
  }

  // ---------------------------------------------------------------- pt
  {
    const d = 'casabrisa.example';
    simple({
      cat: 'pt',
      name: 'drip-br-button-hyphen-reais-threshold',
      description: 'Drip (Brasil); cupom com hífen dentro do botão "COMPRE COM O CUPOM …"; R$ 50 acima de R$ 300; data DD/MM/AAAA',
      language: 'pt',
      offers: [{ store: 'Casa Brisa', code: 'BLACK-50', discount: 'R$50 off R$300+', expiry: '2026-11-30', barcode: null }],
      esp: 'drip',
      brand: 'Casa Brisa',
      email: 'oi@casabrisa.example',
      domain: d,
      subject: 'Black Friday Casa Brisa começou',
      date: ['2026-11-27 00:05', '-0300'],
      pre: 'R$ 50 de desconto em compras acima de R$ 300.',
      unsub: 'Cancelar inscrição',
      mime: 'alt',
      body: `<p style="margin:0 0 16px 0;">Oi!</p>
<p style="margin:0 0 16px 0;">A nossa Black Friday começou à meia-noite: <strong>R$ 50 de desconto</strong> em compras acima de R$ 300 em toda a loja de decoração.</p>
${button('drip', 'COMPRE COM O CUPOM BLACK-50', trk('drip', d, 'black?cupom=BLACK-50'), '#111111')}
<p style="margin:16px 0;font-size:14px;color:#666666;">Válido até 30/11/2026. Parcele em até 6x sem juros.</p>
${grid('drip', d, [['Luminária Palha P', 'R$ 189,90', 'CB-LUM-PLH-P'], ['Manta Tricô Areia', 'R$ 249,00', 'CB-MNT-TRC-AR'], ['Vaso Cerâmica Terracota', 'R$ 129,90', 'CB-VAS-TER-02']])}`,
      footer: 'Casa Brisa Comércio de Decoração Ltda. · Rua Oscar Freire 1200, São Paulo - SP, 01426-001 · CNPJ 12.345.678/0001-90',
    });
  }
  {
    const d = 'conservasatlantico.example';
    simple({
      cat: 'pt',
      name: 'brevo-pt-subject-only-digits-code',
      description: 'Brevo (Portugal); código só com algarismos aparece apenas no assunto; "só hoje"',
      language: 'pt',
      offers: [{ store: 'Conservas Atlântico', code: '2611', discount: '20% off', expiry: '2026-11-26', barcode: null }],
      esp: 'brevo',
      brand: 'Conservas Atlântico',
      email: 'loja@conservasatlantico.example',
      domain: d,
      subject: 'Só hoje: -20% em tudo com o código 2611',
      date: ['2026-11-26 09:00', '+0000'],
      pre: 'Sardinhas, cavala e polvo em azeite.',
      nav: ['Sardinhas', 'Atum', 'Polvo', 'Cabazes'],
      view: 'Ver no navegador',
      unsub: 'Cancelar subscrição',
      mime: 'alt',
      charset: 'iso-8859-15',
      enc: 'quoted-printable',
      body: `<p><img src="https://cdn.${d}/email/so-hoje.jpg" width="550" alt="Só hoje" style="display:block;width:100%;border:0;" /></p>
<p style="text-align:center;font-size:17px;">Só hoje, em toda a loja online. Introduza o código do assunto deste email no carrinho e o desconto é aplicado ao total.</p>
${grid('brevo', d, [['Sardinhas em azeite 120 g', '3,90 €', 'CA-SAR-120'], ['Filetes de cavala 120 g', '4,20 €', 'CA-CAV-120'], ['Cabaz Atlântico', '39,00 €', 'CA-CBZ-ATL']])}
${button('brevo', 'Ir à loja', trk('brevo', d, 'loja'), '#004e64')}
<p style="font-size:12px;color:#777777;text-align:center;">Válido apenas hoje, até às 23h59.</p>`,
      footer: 'Conservas Atlântico, Lda. · Rua da Fábrica 12, 4450-123 Matosinhos · NIPC 509 876 543',
    });
  }
  {
    const d = 'pedalbrasil.example';
    simple({
      cat: 'pt',
      name: 'campaign-monitor-br-split-mixedcase-free-shipping',
      description: 'Campaign Monitor (Brasil), só HTML; cupom em casa mista partido em dois <span> (Frete|Livre); frete grátis; "até domingo"',
      language: 'pt',
      offers: [{ store: 'Pedal Brasil', code: 'FreteLivre', discount: 'free shipping', expiry: '2026-12-13', barcode: null }],
      esp: 'cm',
      brand: 'Pedal Brasil',
      email: 'contato@pedalbrasil.example',
      domain: d,
      subject: 'Frete grátis para todo o Brasil',
      date: ['2026-12-09 10:00', '-0300'],
      pre: 'Peças, roupas e acessórios sem pagar o frete.',
      nav: ['Bikes', 'Peças', 'Vestuário', 'Oficina'],
      view: 'Ver online',
      unsub: 'Descadastrar',
      mime: 'html',
      enc: 'quoted-printable',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#1b5e20;font-size:28px;line-height:36px;text-align:center;">Frete grátis até domingo</h1>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;">Qualquer pedido, qualquer CEP. Use o cupom</p>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;font-size:30px;font-weight:bold;"><span style="color:#1b5e20;">Frete</span><span style="color:#f9a825;">Livre</span></p>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;font-size:12px;">Válido até domingo, 23h59 (horário de Brasília).</p>
${button('cm', 'Aproveitar', trk('cm', d, 'frete'), '#1b5e20')}
${grid('cm', d, [['Capacete Urbano M', 'R$ 299,90', 'PB-CAP-URB-M'], ['Câmara 29x2.1', 'R$ 39,90', 'PB-CAM-2921'], ['Bermuda ciclismo G', 'R$ 179,00', 'PB-BER-G']])}`,
      footer: 'Pedal Brasil Comércio Ltda. · Av. Cristóvão Colombo 1500, Porto Alegre - RS, 90560-001 · CNPJ 98.765.432/0001-10',
    });
  }
  {
    const d = 'sabonetesdaserra.example';
    simple({
      cat: 'pt',
      name: 'plaintext-welcome-underscore-lowercase',
      description: 'Só texto (Portugal, ISO-8859-15 8bit); código de boas-vindas minúsculo com sublinhado; sem validade',
      language: 'pt',
      offers: [{ store: 'Sabonetes da Serra', code: 'bem_vindo10', discount: '10% off', expiry: null, barcode: null }],
      esp: 'inhouse',
      brand: 'Sabonetes da Serra',
      email: 'ola@sabonetesdaserra.example',
      domain: d,
      subject: 'Bem-vindo aos Sabonetes da Serra',
      date: ['2027-01-11 11:00', '+0000'],
      mime: 'text',
      enc: '8bit',
      charset: 'iso-8859-15',
      plain: `Olá!

Obrigado por se juntar a nós. Fazemos sabonetes com leite de cabra e
ervas da Serra da Estrela, à mão, em lotes pequenos.

Na sua primeira encomenda tem 10% de desconto com o código:

    bem_vindo10

Os mais vendidos:
  - Sabonete de alecrim 120 g ........ 6,50 €
  - Sabonete de mel e aveia 120 g .... 6,50 €
  - Caixa Serra (3 unidades) ........ 17,90 €

Qualquer dúvida, responda a este email ou ligue 275 555 012.

Um abraço,
Inês

Sabonetes da Serra, Lda. - Rua Direita 40, 6270-001 Seia - NIPC 514 321 098
Para deixar de receber: https://sabonetesdaserra.example/sair?c=91ab
`,
    });
  }
  {
    const d = 'lojapinheiro.example';
    simple({
      cat: 'pt',
      name: 'zoho-br-tiered-boxed-codes',
      description: 'Zoho Campaigns (Brasil); dois cupons escalonados em caixas tracejadas com espaçamento; R$; "válido até 25/12" sem ano',
      language: 'pt',
      offers: [
        { store: 'Loja Pinheiro', code: 'NATAL30', discount: 'R$30 off R$200+', expiry: '2026-12-25', barcode: null },
        { store: 'Loja Pinheiro', code: 'NATAL80', discount: 'R$80 off R$400+', expiry: '2026-12-25', barcode: null },
      ],
      esp: 'zoho',
      brand: 'Loja Pinheiro',
      email: 'natal@lojapinheiro.example',
      domain: d,
      subject: 'Natal Pinheiro: quanto mais, melhor',
      date: ['2026-12-14 09:00', '-0300'],
      pre: 'Até R$ 80 de desconto nos presentes.',
      nav: ['Brinquedos', 'Casa', 'Eletro', 'Presentes'],
      view: 'Ver no navegador',
      unsub: 'Descadastrar',
      mime: 'alt',
      enc: 'base64',
      body: `<h1 style="font-size:24px;color:#b71c1c;text-align:center;margin:0 0 12px 0;">Natal Pinheiro</h1>
<p style="text-align:center;">Quanto mais presentes, maior o desconto:</p>
<p style="text-align:center;margin:12px 0 0 0;"><strong>R$ 30 OFF</strong> em compras acima de R$ 200</p>
${dashedBox('NATAL30', '#b71c1c')}
<p style="text-align:center;margin:12px 0 0 0;"><strong>R$ 80 OFF</strong> em compras acima de R$ 400</p>
${dashedBox('NATAL80', '#1b5e20')}
<p style="text-align:center;font-size:12px;color:#777777;">Cupons válidos até 25/12. Um cupom por CPF.</p>
${button('zoho', 'Ver presentes', trk('zoho', d, 'presentes'), '#b71c1c')}`,
      footer: 'Loja Pinheiro S.A. · Rua XV de Novembro 800, Curitiba - PR, 80020-310 · CNPJ 11.222.333/0001-44 · SAC 0800 555 0123',
    });
  }

  // ---------------------------------------------------------------- pl
  {
    const d = 'mydlarnia-wrzos.example';
    simple({
      cat: 'pl',
      name: 'brevo-button-lowercase-do-niedzieli',
      description: 'Brevo; kod małymi literami w przycisku "KUPUJ Z KODEM …"; -20%; "do niedzieli"',
      language: 'pl',
      offers: [{ store: 'Mydlarnia Wrzos', code: 'zima20', discount: '20% off', expiry: '2027-01-24', barcode: null }],
      esp: 'brevo',
      brand: 'Mydlarnia Wrzos',
      email: 'sklep@mydlarnia-wrzos.example',
      domain: d,
      subject: 'Zimowa pielęgnacja -20%',
      date: ['2027-01-20 10:00', '+0100'],
      pre: 'Masła do ciała, balsamy i świece.',
      nav: ['Mydła', 'Pielęgnacja', 'Świece', 'Zestawy'],
      view: 'Zobacz w przeglądarce',
      unsub: 'Wypisz się',
      mime: 'alt',
      body: `<h1 style="font-size:26px;color:#6a1b9a;text-align:center;margin:0 0 12px 0;">Zimowa pielęgnacja</h1>
<p style="text-align:center;">Mróz nie odpuszcza, więc my też nie: <strong>-20%</strong> na cały asortyment do niedzieli.</p>
${button('brevo', 'KUPUJ Z KODEM zima20', trk('brevo', d, 'zima?kod=zima20'), '#6a1b9a')}
${grid('brevo', d, [['Masło do ciała Wrzos 200 ml', '49,00 zł', 'MW-MAS-200'], ['Mydło owsiane', '18,00 zł', 'MW-MYD-OWS'], ['Świeca sojowa Las', '59,00 zł', 'MW-SWI-LAS']])}
<p style="font-size:12px;color:#777777;text-align:center;">Promocja trwa do niedzieli do 23:59. Nie łączy się z innymi rabatami.</p>`,
      footer: 'Mydlarnia Wrzos sp. z o.o. · ul. Floriańska 20, 31-021 Kraków · NIP 676-123-45-67 · KRS 0000123456',
    });
  }
  {
    const d = 'pierniczkitorun.example';
    simple({
      cat: 'pl',
      name: 'campaign-monitor-split-spans-hyphen',
      description: 'Campaign Monitor, tylko HTML; kod z łącznikiem rozbity na <span> (GWIAZD|KA|-15); -15%; data D.M.R',
      language: 'pl',
      offers: [{ store: 'Pierniczki Toruń', code: 'GWIAZDKA-15', discount: '15% off', expiry: '2026-12-20', barcode: null }],
      esp: 'cm',
      brand: 'Pierniczki Toruń',
      email: 'sklep@pierniczkitorun.example',
      domain: d,
      subject: 'Pierniki na Gwiazdkę',
      date: ['2026-12-08 09:00', '+0100'],
      pre: 'Tradycyjne toruńskie pierniki w prezentowych puszkach.',
      nav: ['Pierniki', 'Puszki', 'Dla firm', 'Kontakt'],
      view: 'Wersja online',
      unsub: 'Wypisz się',
      mime: 'html',
      enc: 'base64',
      body: `<h1 style="Margin-top:0;Margin-bottom:16px;color:#5d4037;font-size:28px;line-height:36px;text-align:center;">Pierniki na Gwiazdkę</h1>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;">Pieczone według receptury z 1763 roku. Teraz <strong>-15%</strong> na wszystkie zestawy z kodem:</p>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;font-size:30px;font-weight:bold;"><span style="color:#5d4037;">GWIAZD</span><span style="color:#c62828;">KA</span><span style="color:#5d4037;">-15</span></p>
<p style="Margin-top:0;Margin-bottom:20px;text-align:center;font-size:12px;">Kod ważny do 20.12.2026.</p>
${button('cm', 'Do sklepu', trk('cm', d, 'zestawy'), '#5d4037')}
${grid('cm', d, [['Katarzynki 200 g', '19,90 zł', 'PT-KAT-200'], ['Puszka Kopernik', '64,00 zł', 'PT-PSZ-KOP'], ['Serca w czekoladzie', '24,90 zł', 'PT-SRC-CZK']])}`,
      footer: 'Pierniczki Toruń sp. z o.o. · ul. Szeroka 10, 87-100 Toruń · NIP 956-234-56-78',
    });
  }
  {
    const d = 'spozywczy-sasiad.example';
    const ean = ean13Check('590123412345');
    const png = await barcodePng('ean13', ean);
    simple({
      cat: 'pl',
      name: 'drip-ean13-instore-coupon-zloty',
      description: 'Drip; kupon do sklepu stacjonarnego jako EAN-13 (cid:) z numerem obok; 20 zł rabatu od 100 zł',
      language: 'pl',
      offers: [{ store: 'Sąsiad Market', code: ean, discount: 'PLN 20 off PLN 100+', expiry: '2026-12-31', barcode: { value: ean, format: 'EAN13' } }],
      esp: 'drip',
      brand: 'Sąsiad Market',
      email: 'kupony@spozywczy-sasiad.example',
      domain: d,
      subject: 'Twój kupon na grudniowe zakupy',
      date: ['2026-12-03 08:00', '+0100'],
      pre: 'Pokaż kupon przy kasie.',
      unsub: 'Wypisz się',
      mime: 'related',
      enc: 'quoted-printable',
      body: `<p style="margin:0 0 16px 0;">Dzień dobry!</p>
<p style="margin:0 0 16px 0;">Mamy dla Ciebie <strong>20 zł rabatu przy zakupach za min. 100 zł</strong> w każdym sklepie Sąsiad Market. Wystarczy pokazać kod kreskowy przy kasie.</p>
<table align="center" cellpadding="12" cellspacing="0" style="border:2px dashed #2e7d32;font-family:Arial,sans-serif;"><tr>
<td><img src="cid:ean-pl@sasiad" width="240" alt="Kod kreskowy kuponu" style="display:block;" /></td>
<td style="font-size:13px;">Numer kuponu:<br /><strong style="font-size:17px;">${ean}</strong><br /><br />Ważny do 31.12.2026</td>
</tr></table>
<p style="margin:16px 0 0 0;font-size:13px;color:#666666;">Kupon jednorazowy. Nie dotyczy alkoholu, wyrobów tytoniowych i doładowań.</p>`,
      footer: 'Sąsiad Market S.A. · ul. Piotrkowska 100, 90-004 Łódź · NIP 725-345-67-89 · infolinia 801 555 012',
      images: [img('image/png', png, 'ean-pl@sasiad', 'kupon.png')],
    });
  }
  {
    const d = 'herbaciarnia-czajnik.example';
    simple({
      cat: 'pl',
      name: 'plaintext-mixedcase-3-days',
      description: 'Tylko tekst; kod z wielkimi i małymi literami; 50 zł rabatu od 200 zł; "wygasa za 3 dni"',
      language: 'pl',
      offers: [{ store: 'Herbaciarnia Czajnik', code: 'ZimowyHit', discount: 'PLN 50 off PLN 200+', expiry: '2027-01-21', barcode: null }],
      esp: 'inhouse',
      brand: 'Herbaciarnia Czajnik',
      email: 'kontakt@herbaciarnia-czajnik.example',
      domain: d,
      subject: 'Zimowe herbaty już są',
      date: ['2027-01-18 12:00', '+0100'],
      mime: 'text',
      enc: 'quoted-printable',
      plain: `Cześć!

Przyjechały zimowe mieszanki: pu-erh z pomarańczą, rooibos z goździkiem
i nasza ulubiona czarna z imbirem.

Przy zakupach od 200 zł dajemy 50 zł rabatu. Wpisz w koszyku kod:

  ZimowyHit

Uwaga: kod wygasa za 3 dni.

Polecamy:
  * Pu-erh Pomarańcza 100 g ........ 42,00 zł
  * Rooibos Goździk 100 g .......... 29,00 zł
  * Czajnik żeliwny 0,8 l .......... 189,00 zł

Pozdrawiamy,
Zespół Herbaciarni Czajnik
tel. 22 555 01 23

Herbaciarnia Czajnik s.c., ul. Nowy Świat 30, 00-373 Warszawa, NIP 525-456-78-90
Rezygnacja z newslettera: https://herbaciarnia-czajnik.example/wypisz?u=4e7b
`,
    });
  }
  {
    const d = 'lnianyzakatek.example';
    simple({
      cat: 'pl',
      name: 'zoho-welcome-letter-cells-free-shipping',
      description: 'Zoho Campaigns, tylko HTML; kod powitalny z łącznikiem w osobnych kratkach (po jednym znaku); -10% + darmowa dostawa; bez terminu',
      language: 'pl',
      offers: [{ store: 'Lniany Zakątek', code: 'WITAJ-10', discount: '10% off + free shipping', expiry: null, barcode: null }],
      esp: 'zoho',
      brand: 'Lniany Zakątek',
      email: 'witaj@lnianyzakatek.example',
      domain: d,
      subject: 'Witaj w Lnianym Zakątku!',
      date: ['2026-12-12 10:00', '+0100'],
      pre: 'Prezent powitalny na pierwsze zakupy.',
      view: 'Zobacz online',
      unsub: 'Wypisz się',
      mime: 'html',
      enc: 'base64',
      body: `<h1 style="font-size:24px;color:#455a64;text-align:center;margin:0 0 12px 0;">Witaj w Lnianym Zakątku!</h1>
<p style="text-align:center;">Dziękujemy za zapis. Na pierwsze zakupy masz <strong>-10% i darmową dostawę</strong>. Twój kod powitalny:</p>
${cellBox('WITAJ-10', '#455a64')}
${button('zoho', 'Zobacz kolekcję', trk('zoho', d, 'kolekcja'), '#455a64')}
${grid('zoho', d, [['Pościel lniana 160×200', '389,00 zł', 'LZ-POS-160'], ['Obrus lniany 140×220', '179,00 zł', 'LZ-OBR-140'], ['Ręcznik waflowy', '69,00 zł', 'LZ-REC-WAF']])}`,
      footer: 'Lniany Zakątek sp. z o.o. · ul. Mariacka 5, 80-833 Gdańsk · NIP 583-567-89-01',
    });
  }
}
