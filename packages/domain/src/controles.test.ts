import { describe, expect, it } from 'vitest';
import {
  brParaIso,
  buscaSuficiente,
  corContador,
  erroLimiteData,
  erroLimiteNumero,
  erroMotivo,
  filtrarLinhas,
  LIMITES_CONTROLES,
  MENSAGENS_CONTROLES,
  padraoContem,
  totalPaginas,
} from './controles';

describe('corContador', () => {
  it('is danger below the minimum and at the maximum', () => {
    expect(corContador(4, 200, 5)).toBe('perigo');
    expect(corContador(200, 200)).toBe('perigo');
  });
  it('is warning from 40 % of the maximum', () => {
    expect(corContador(79, 200)).toBe('normal');
    expect(corContador(80, 200)).toBe('aviso');
    expect(corContador(199, 200)).toBe('aviso');
  });
  it('is neutral at the minimum when short of 40 %', () => {
    expect(corContador(5, 200, 5)).toBe('normal');
    expect(corContador(0, 200)).toBe('normal');
  });
});

describe('filtrarLinhas', () => {
  const linhas = [
    { NM_CIDADE: 'São José', CD: 1 },
    { NM_CIDADE: 'Joinville', CD: 2 },
    { NM_CIDADE: 'Itajaí', OBS: null, CD: 3 },
  ];
  it('ignores case and accents on any string field', () => {
    expect(filtrarLinhas(linhas, 'sao jose')).toEqual([linhas[0]]);
    expect(filtrarLinhas(linhas, 'ITAJAI')).toEqual([linhas[2]]);
    expect(filtrarLinhas(linhas, 'jo')).toHaveLength(2);
  });
  it('keeps every row for a blank filter', () => {
    expect(filtrarLinhas(linhas, '  ')).toHaveLength(3);
  });
});

describe('search and pagination helpers', () => {
  it('searches from 3 characters', () => {
    expect(buscaSuficiente('ab')).toBe(false);
    expect(buscaSuficiente('abc')).toBe(true);
  });
  it('counts the pages of a total of rows, at least one', () => {
    expect(totalPaginas(0, 50)).toBe(1);
    expect(totalPaginas(101, 50)).toBe(3);
  });
});

describe('messages', () => {
  it('names the violated bound of a number', () => {
    expect(erroLimiteNumero(0, 1, 10)).toBe('O valor mínimo permitido é 1');
    expect(erroLimiteNumero(11, 1, 10)).toBe('O valor máximo permitido é 10');
    expect(erroLimiteNumero(5, 1, 10)).toBeNull();
  });
  it('asks for the reason minimum', () => {
    expect(erroMotivo('curto', 10)).toBe(
      'A quantidade mínima de caracteres para o campo [Motivo] é de 10 caracteres!',
    );
    expect(erroMotivo('', undefined)).toBeNull();
  });
  it('counts shown rows', () => {
    expect(MENSAGENS_CONTROLES.exibindo(2, 10)).toBe('Exibindo 2 de 10');
    expect(MENSAGENS_CONTROLES.exibindoRegistros(3)).toBe('Exibindo 3 registros');
  });
});

describe('dates', () => {
  it('parses dd/mm/yyyy into ISO and refuses impossible dates', () => {
    expect(brParaIso('31/12/2200')).toBe('2200-12-31');
    expect(brParaIso('31/02/2024')).toBeNull();
    expect(brParaIso('2024-01-01')).toBeNull();
  });
  it('keeps dates within 1970-01-01 and 2200-12-31', () => {
    expect(erroLimiteData('1969-12-31')).toBe('A data mínima permitida é 01/01/1970');
    expect(erroLimiteData('2201-01-01')).toBe('A data máxima permitida é 31/12/2200');
    expect(erroLimiteData('1970-01-01')).toBeNull();
  });

  it("goes down to 1900 for a person's history", () => {
    const { dataMaxima, dataMinimaHistorica } = LIMITES_CONTROLES;
    expect(erroLimiteData('1955-06-10', dataMinimaHistorica, dataMaxima, dataMinimaHistorica)).toBeNull();
    expect(erroLimiteData('1899-12-31', '1800-01-01', dataMaxima, dataMinimaHistorica)).toBe(
      'A data mínima permitida é 01/01/1900',
    );
    // without the lower floor a narrower minimum below 1970 still stops at 1970
    expect(erroLimiteData('1955-06-10', dataMinimaHistorica)).toBe(
      MENSAGENS_CONTROLES.dataMinima('01/01/1970'),
    );
  });
});

describe('padraoContem', () => {
  it('lower-cases, drops accents and escapes wildcards', () => {
    expect(padraoContem('São_José 100%')).toBe('%sao\\_jose 100\\%%');
  });
});
