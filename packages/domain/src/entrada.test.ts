import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COLUNAS_INTEIRAS,
  codigo,
  cpf,
  dataHoraIso,
  dataIso,
  inteiro,
  inteiroEntrada,
  MENSAGENS_ENTRADA,
  semCaracteresInvalidos,
  telefone,
  texto,
  textoAparado,
  textoOpcionalNulo,
  textoValido,
  uf,
} from './entrada';
import { MENSAGENS } from './mensagens';

/** The messages of a failed parse (or [] when it passes). */
function erros(esquema: z.ZodType, valor: unknown): string[] {
  const r = esquema.safeParse(valor);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('textoValido', () => {
  it('refuses the NUL character and halves of surrogate pairs', () => {
    expect(textoValido('adm\u0000in')).toBe(false);
    expect(textoValido('a\ud800')).toBe(false);
    expect(textoValido('\udc00a')).toBe(false);
    expect(textoValido('\ude00\ud83d')).toBe(false);
  });
  it('accepts accents, line breaks, tabs and emoji (complete pairs)', () => {
    expect(textoValido('')).toBe(true);
    expect(textoValido('São José\n\tçã 😀')).toBe(true);
  });
});

describe('semCaracteresInvalidos', () => {
  it('removes what textoValido refuses and keeps the rest, emoji included', () => {
    const limpo = semCaracteresInvalidos('a\u0000b\ud800c\udc00d 😀 \ude00\ud83d');
    expect(limpo).toBe('abcd 😀 ');
    expect(textoValido(limpo)).toBe(true);
    expect(semCaracteresInvalidos('São José\n')).toBe('São José\n');
  });
});

describe('texto', () => {
  it('accepts up to the maximum and keeps the text as sent', () => {
    expect(texto(5).parse(' abc ')).toBe(' abc ');
    expect(erros(texto(5), 'abcdef')).toEqual(['Informe no máximo 5 caracteres.']);
    expect(erros(texto(5, 'Máximo 5'), 'abcdef')).toEqual(['Máximo 5']);
  });
  it('refuses NUL and lone surrogates with one message', () => {
    expect(erros(texto(50), 'a\u0000b')).toEqual([MENSAGENS_ENTRADA.caracteresInvalidos]);
    expect(erros(texto(50), '\ud800')).toEqual([MENSAGENS_ENTRADA.caracteresInvalidos]);
  });
  it('refuses a text over the maximum without examining its characters', () => {
    expect(erros(texto(3), '\u0000'.repeat(10))).toEqual(['Informe no máximo 3 caracteres.']);
  });
  it('answers the message given for a missing value', () => {
    expect(erros(texto(5, 'Máximo 5', 'Informe o texto'), undefined)).toEqual(['Informe o texto']);
    expect(erros(texto(5), 12)).toHaveLength(1);
  });
});

describe('textoAparado and textoOpcionalNulo', () => {
  it('trims before the maximum', () => {
    expect(textoAparado(3).parse('  abc  ')).toBe('abc');
    expect(erros(textoAparado(3), ' abcd ')).toEqual(['Informe no máximo 3 caracteres.']);
    expect(erros(textoAparado(3), ' \u0000 ')).toEqual([MENSAGENS_ENTRADA.caracteresInvalidos]);
  });
  it('turns blank and null into null and keeps absent as undefined', () => {
    const s = textoOpcionalNulo(10);
    expect(s.parse('  ')).toBeNull();
    expect(s.parse(null)).toBeNull();
    expect(s.parse(undefined)).toBeUndefined();
    expect(s.parse(' x ')).toBe('x');
    expect(erros(s, 'x\u0000')).toEqual([MENSAGENS_ENTRADA.caracteresInvalidos]);
  });
});

describe('inteiro', () => {
  it('takes a JSON number within the column, from 0 by default', () => {
    expect(inteiro('int2').parse(32_767)).toBe(32_767);
    expect(erros(inteiro('int2'), 32_768)).toEqual([MENSAGENS.maximoValor(32_767)]);
    expect(erros(inteiro('int2'), -1)).toEqual([MENSAGENS.minimoValor(0)]);
    expect(erros(inteiro('int2'), 1.5)).toEqual([MENSAGENS_ENTRADA.inteiroInvalido]);
    expect(erros(inteiro('int2'), '1')).toEqual([MENSAGENS_ENTRADA.inteiroInvalido]);
  });
  it('never goes past the column, whatever the maximum asked', () => {
    expect(erros(inteiro('int2', { max: 100_000 }), 40_000)).toEqual([MENSAGENS.maximoValor(32_767)]);
    expect(inteiro('int4', { min: 10, max: 200 }).safeParse(9).success).toBe(false);
  });
});

describe('inteiroEntrada and codigo', () => {
  it('take a number or its digits', () => {
    expect(inteiroEntrada('int4').parse(12)).toBe(12);
    expect(inteiroEntrada('int4').parse('12')).toBe(12);
    expect(inteiroEntrada('int4').parse('0')).toBe(0);
  });
  it('bound each column', () => {
    expect(codigo('int4').parse('2147483647')).toBe(COLUNAS_INTEIRAS.int4);
    expect(erros(codigo('int4'), '2147483648')).toEqual([MENSAGENS.maximoValor(2_147_483_647)]);
    expect(erros(codigo('int4'), 2_147_483_648)).toEqual([MENSAGENS.maximoValor(2_147_483_647)]);
    expect(erros(codigo('int2'), 32_768)).toEqual([MENSAGENS.maximoValor(32_767)]);
    expect(codigo('int8').parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(erros(codigo('int8'), '99999999999999999999')).toEqual([
      MENSAGENS.maximoValor(Number.MAX_SAFE_INTEGER),
    ]);
  });
  it('refuse codes below 1', () => {
    expect(erros(codigo('int4'), '-1')).toEqual([MENSAGENS.minimoValor(1)]);
    expect(erros(codigo('int4'), 0)).toEqual([MENSAGENS.minimoValor(1)]);
  });
  it('refuse text that is not only digits instead of converting it', () => {
    for (const v of ['1e3', '0x10', ' 1', '1.0', '1,5', '', 'abc', '\u0000', '1'.repeat(21)]) {
      expect(erros(codigo('int4'), v), JSON.stringify(v)).toEqual([MENSAGENS_ENTRADA.inteiroInvalido]);
    }
    for (const v of [null, undefined, true, 1.5, [1], { a: 1 }]) {
      expect(erros(codigo('int4'), v), JSON.stringify(v)).toEqual([MENSAGENS_ENTRADA.inteiroInvalido]);
    }
  });
  it('answer one given message for every failure', () => {
    const vaga = codigo('int8', 'Vaga não informada');
    for (const v of [undefined, 'abc', 0, '-1', '99999999999999999999', 2 ** 60]) {
      expect(erros(vaga, v), JSON.stringify(v)).toEqual(['Vaga não informada']);
    }
  });
  it('describe a bounded integer in JSON Schema', () => {
    expect(z.toJSONSchema(codigo('int4'), { io: 'input' })).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
    });
  });
  it('stop at the first failure, so a refinement added after gives no second message', () => {
    const tamanho = inteiroEntrada('int2', { mensagem: 'Use 50 ou 100.' }).refine(
      (v) => v === 50 || v === 100,
      'Use 50 ou 100.',
    );
    for (const v of [40_000, -1, 1.5, '1e3', 51]) {
      expect(erros(tamanho, v), JSON.stringify(v)).toEqual(['Use 50 ou 100.']);
    }
  });
});

describe('uf', () => {
  it('takes two letters, trimmed, in upper case', () => {
    expect(uf().parse(' sc ')).toBe('SC');
    for (const v of ['S', 'SCX', 'S1', 'S\u0000', 'x'.repeat(100_000)]) {
      expect(erros(uf(), v), v.slice(0, 5)).toEqual([MENSAGENS_ENTRADA.ufInvalida]);
    }
  });
});

describe('telefone', () => {
  it('takes digits and mask characters, answers the digits', () => {
    expect(telefone().parse('(47) 99999-1234')).toBe('47999991234');
    expect(telefone().parse('+55 47 3333.4444')).toBe('554733334444');
    expect(telefone().parse('')).toBe('');
  });
  it('refuses letters, control characters, more than 20 digits and long texts', () => {
    for (const v of ['47 9999 abc', '4799\u00009999', '1'.repeat(21), ' '.repeat(31), '1'.repeat(100_000)]) {
      expect(erros(telefone(), v), v.slice(0, 12)).toEqual([MENSAGENS_ENTRADA.telefoneInvalido]);
    }
  });
});

describe('cpf', () => {
  it('takes 11 digits or the masked form, answers the digits', () => {
    expect(cpf().parse('12345678909')).toBe('12345678909');
    expect(cpf().parse('123.456.789-09')).toBe('12345678909');
  });
  it('refuses anything else', () => {
    for (const v of ['1234567890', '123456789012', '123.456.78909', '123.456.789-0\u0000', 'abc']) {
      expect(erros(cpf(), v), v).toEqual([MENSAGENS_ENTRADA.cpfInvalido]);
    }
  });
});

describe('dataIso', () => {
  it('takes real dates within 1970-01-01 and 2200-12-31', () => {
    expect(dataIso().parse('2024-02-29')).toBe('2024-02-29');
    expect(dataIso().safeParse('2200-12-31').success).toBe(true);
    expect(erros(dataIso(), '2201-01-01')).toEqual(['A data máxima permitida é 31/12/2200']);
    expect(erros(dataIso(), '1969-12-31')).toEqual(['A data mínima permitida é 01/01/1970']);
  });
  it('refuses other forms and impossible dates', () => {
    for (const v of ['2023-02-29', '2024-13-01', '31/01/2024', '2024-01-01T00:00:00Z', '2024-01-0\u0000']) {
      expect(erros(dataIso(), v), v).toEqual([MENSAGENS_ENTRADA.dataInvalida]);
    }
  });
});

describe('dataHoraIso', () => {
  it('takes an ISO instant with its offset', () => {
    expect(dataHoraIso().parse('2030-01-31T14:30:00-03:00')).toBe('2030-01-31T14:30:00-03:00');
    expect(dataHoraIso().safeParse('2030-01-31T14:30:00.123Z').success).toBe(true);
  });
  it('refuses instants without offset, impossible or out of bounds', () => {
    for (const v of ['2030-01-31T14:30:00', '2030-02-30T10:00:00Z', '2030-01-31', 'x'.repeat(100)]) {
      expect(erros(dataHoraIso(), v), v).toEqual([MENSAGENS_ENTRADA.dataHoraInvalida]);
    }
    expect(erros(dataHoraIso(), '2201-01-01T00:00:00Z')).toEqual(['A data máxima permitida é 31/12/2200']);
  });
});
