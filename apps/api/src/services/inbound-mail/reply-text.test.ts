import { describe, expect, it } from 'vitest';
import { replyText, textToHtml } from './reply-text.ts';

describe('the new text of a reply by e-mail', () => {
  it.each([
    {
      client: 'a Dutch mail program\'s header "Op … schreef …:"',
      lines: [
        'Dank je, het werkt nu.',
        '',
        'Op ma 3 nov. 2026 om 10:12 schreef Kodewerk <noreply@kodewerk.nl>:',
        '> Hallo Jan,',
        '> De koppeling staat klaar.',
      ],
      newline: '\n',
      reply: 'Dank je, het werkt nu.',
    },
    {
      client: 'a Dutch header the mail program broke over two lines, with CRLF',
      lines: [
        'Prima zo.',
        '',
        'Op 3 november 2026 10:12 schreef Kodewerk',
        '<noreply@kodewerk.nl>:',
        '',
        '> Hallo',
      ],
      newline: '\r\n',
      reply: 'Prima zo.',
    },
    {
      client: 'an English header "On … wrote:"',
      lines: [
        'Thanks, that works.',
        '',
        'Second paragraph.',
        '',
        'On Mon, Nov 3, 2026 at 10:12 AM Kodewerk <noreply@kodewerk.nl> wrote:',
        '> Hello Jan,',
      ],
      newline: '\n',
      reply: 'Thanks, that works.\n\nSecond paragraph.',
    },
  ])('cuts the quote under $client', ({ lines, newline, reply }) => {
    expect(replyText(lines.join(newline))).toBe(reply);
  });

  it('cuts a signature after the "-- " separator', () => {
    const mail = ['Akkoord met de offerte.', '', '-- ', 'Jan de Vries', 'Voorbeeld B.V.', '06-12345678'].join(
      '\n',
    );
    expect(replyText(mail)).toBe('Akkoord met de offerte.');
  });

  it("cuts Outlook's separator and header block, in Dutch and English", () => {
    expect(replyText('Graag.\n\n-----Oorspronkelijk bericht-----\nVan: Kodewerk\nOnderwerp: x')).toBe(
      'Graag.',
    );
    expect(replyText('Sure.\n\n-----Original Message-----\nFrom: Kodewerk\nSubject: x')).toBe('Sure.');
    expect(
      replyText(
        'Dat klopt.\n\nVan: Kodewerk <noreply@kodewerk.nl>\nVerzonden: maandag 3 november 2026 10:12\nAan: Jan',
      ),
    ).toBe('Dat klopt.');
  });

  it('keeps a reply without quote or signature whole, lines and paragraphs', () => {
    expect(replyText('Regel een\nregel twee\n\nAlinea twee')).toBe('Regel een\nregel twee\n\nAlinea twee');
  });

  it('answers nothing for a mail that is only a quote', () => {
    expect(replyText('On Mon, Nov 3, 2026 at 10:12 AM Kodewerk wrote:\n> Hello')).toBe('');
  });
});

describe("plain text as the thread's rich text", () => {
  it('makes paragraphs and line breaks, and escapes markup', () => {
    expect(textToHtml('Regel <b>een</b>\nregel twee\n\nAlinea & twee')).toBe(
      '<p>Regel &#60;b&#62;een&#60;/b&#62;<br>regel twee</p><p>Alinea &#38; twee</p>',
    );
  });
});
