import { describe, expect, it } from 'vitest';
import { offerMail, offersIn } from '#test/offer-mail.ts';

describe('Spanish offers', () => {
  it('reads a code, its discount and a written-out expiry', () => {
    const text = [
      'Usa el código INVIERNO20 al finalizar la compra y obtén un 20% de descuento.',
      'Válido hasta el 30 de noviembre.',
      'Si no deseas recibir más correos, date de baja aquí. Todos los derechos reservados.',
    ].join('\n');
    expect(offersIn(offerMail({ text, subject: 'Rebajas de invierno' }))).toEqual([
      { code: 'INVIERNO20', discount: '20% off', expirationDate: '2026-11-30' },
    ]);
  });

  it('reads a minimum spend, a numeric date and a coupon label', () => {
    const text =
      '10 € de descuento en pedidos superiores a 60 € con el código DIEZ10, hasta el 15/12/2026.';
    expect(offersIn(offerMail({ text }))).toEqual([
      { code: 'DIEZ10', discount: '€10 off €60+', expirationDate: '2026-12-15' },
    ]);
    expect(
      offersIn(offerMail({ text: 'CUPÓN: VUELVE15 - 15% de dto. en toda la tienda. Solo hoy.' })),
    ).toEqual([{ code: 'VUELVE15', discount: '15% off', expirationDate: '2026-11-20' }]);
  });

  it('reads free shipping and relative expiries', () => {
    expect(
      offersIn(
        offerMail({
          text: 'Envío gratis con el código ENVIOGRATIS en compras desde 50 €. Termina mañana.',
        }),
      ),
    ).toEqual([{ code: 'ENVIOGRATIS', discount: 'free shipping', expirationDate: '2026-11-21' }]);
    expect(
      offersIn(offerMail({ text: 'Solo 48 horas: 25% de descuento con el código FLASH25' })),
    ).toEqual([{ code: 'FLASH25', discount: '25% off', expirationDate: '2026-11-22' }]);
    expect(
      offersIn(
        offerMail({ text: 'Quedan 3 días: código promocional NAVIDAD30 para un 30% de descuento' }),
      ),
    ).toEqual([{ code: 'NAVIDAD30', discount: '30% off', expirationDate: '2026-11-23' }]);
  });

  it('reads a code in a frame and a weekday after an expiry word', () => {
    expect(
      offersIn(
        offerMail({
          text: 'Ingresa PRIMAVERA al pagar y recibe 15% de descuento. Válido hasta el domingo.',
        }),
      ),
    ).toEqual([{ code: 'PRIMAVERA', discount: '15% off', expirationDate: '2026-11-22' }]);
  });

  it('reads the second unit at a discount and a deal without code', () => {
    expect(offersIn(offerMail({ text: 'La segunda unidad al 50% con el código DUO50.' }))).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
    expect(
      offersIn(
        offerMail({ text: '30% de descuento en abrigos. Sin código: descuento aplicado en caja.' }),
      ),
    ).toEqual([{ code: null, discount: '30% off', expirationDate: null }]);
  });

  it('finds nothing in a shipping notice, a verification code or a password reset', () => {
    const text =
      'Gracias por tu pedido. Número de pedido: 123456. Usa el código GRACIAS10 para un 10% de descuento en tu próxima compra.';
    expect(offersIn(offerMail({ text, subject: 'Tu pedido ha sido enviado' }))).toEqual([]);
    expect(
      offersIn(
        offerMail({ text: 'Tu código de verificación es AB12CD', subject: 'Verifica tu cuenta' }),
      ),
    ).toEqual([]);
    expect(
      offersIn(
        offerMail({
          text: 'Para restablecer tu contraseña, usa el código XY12Z9. Caduca en 2 días.',
        }),
      ),
    ).toEqual([]);
  });
});
