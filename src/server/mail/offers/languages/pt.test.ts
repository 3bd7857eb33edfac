import { describe, expect, it } from 'vitest';
import { offerMail, offersIn } from '#test/offer-mail.ts';

const mail = (parts: Parameters<typeof offerMail>[0]) =>
  offerMail({ dateHeader: 'Fri, 20 Nov 2026 09:00:00 -0300', ...parts });

describe('Portuguese offers', () => {
  it('reads a Brazilian coupon, its discount and expiry', () => {
    const text = [
      'Use o cupom BLACK30 e ganhe 30% de desconto em todo o site.',
      'Válido até 30/11/2026.',
      'Não deseja mais receber nossos e-mails? Descadastre-se. CNPJ 00.000.000/0001-00',
    ].join('\n');
    expect(offersIn(mail({ text, subject: 'Black Friday' }))).toEqual([
      { code: 'BLACK30', discount: '30% off', expirationDate: '2026-11-30' },
    ]);
  });

  it('reads reais with a minimum, and frete grátis', () => {
    expect(
      offersIn(
        mail({
          text: 'Ganhe R$ 50 de desconto em compras acima de R$ 300 com o código GANHE50. Faltam 2 dias!',
        }),
      ),
    ).toEqual([{ code: 'GANHE50', discount: 'R$50 off R$300+', expirationDate: '2026-11-22' }]);
    expect(
      offersIn(
        mail({ text: 'Frete grátis nas compras acima de R$ 199 com o cupom FRETE199. Só hoje!' }),
      ),
    ).toEqual([{ code: 'FRETE199', discount: 'free shipping', expirationDate: '2026-11-20' }]);
  });

  it('reads European Portuguese: cupão, portes grátis, a written-out date', () => {
    const source = { dateHeader: 'Fri, 20 Nov 2026 09:00:00 +0000' };
    expect(
      offersIn(
        mail({ ...source, text: 'Cupão: NATAL15 - 15% de desconto. Válido até 24 de dezembro.' }),
      ),
    ).toEqual([{ code: 'NATAL15', discount: '15% off', expirationDate: '2026-12-24' }]);
    expect(
      offersIn(
        mail({
          ...source,
          text: 'Portes grátis em encomendas acima de 40 € com o código PORTES40. Termina amanhã.',
        }),
      ),
    ).toEqual([{ code: 'PORTES40', discount: 'free shipping', expirationDate: '2026-11-21' }]);
  });

  it('reads a frame, a time before the date, and the second unit at a discount', () => {
    expect(
      offersIn(
        mail({
          text: 'Digite BEMVINDO10 no carrinho e ganhe 10% de desconto. Válido até domingo.',
        }),
      ),
    ).toEqual([{ code: 'BEMVINDO10', discount: '10% off', expirationDate: '2026-11-22' }]);
    expect(
      offersIn(
        mail({
          text: 'Seu código é AMIGO20: 20% de desconto. Oferta válida até às 23h59 de 30/11/2026.',
        }),
      ),
    ).toEqual([{ code: 'AMIGO20', discount: '20% off', expirationDate: '2026-11-30' }]);
    expect(offersIn(mail({ text: '2ª unidade com 50% de desconto. Código: DUO50' }))).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
  });

  it('finds nothing in an order, a tracking notice or a password reset', () => {
    const text =
      'Obrigado pela sua compra! Número do pedido: 998877. Use o cupom VOLTE10 para 10% de desconto na próxima compra.';
    expect(offersIn(mail({ text, subject: 'Seu pedido foi enviado' }))).toEqual([]);
    expect(offersIn(mail({ text: 'Use o código 483920 para redefinir sua senha.' }))).toEqual([]);
    expect(
      offersIn(
        mail({
          text: 'A sua encomenda foi expedida. Código de rastreio: RR123456789PT. Acompanhe a sua encomenda.',
        }),
      ),
    ).toEqual([]);
  });
});
