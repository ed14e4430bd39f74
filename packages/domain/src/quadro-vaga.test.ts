import { describe, expect, it } from 'vitest';
import {
  colunaDoCandidato,
  colunaDoEstagio,
  diasDesde,
  inicioNaColuna,
  lerVisaoRelacionados,
  rotuloDias,
} from './quadro-vaga';

const datas = {
  CRIADO_EM: '2030-01-01T10:00:00.000Z',
  DT_CURRICULO: '2030-01-05T10:00:00.000Z',
  DT_ENCAMINHAMENTO: null,
  DT_APROVACAO: '2030-01-09T10:00:00.000Z',
  DT_REPROVACAO: '2030-01-08T10:00:00.000Z',
};

describe('quadro da vaga', () => {
  it('puts a candidate in the column of the situation first, then of the stage', () => {
    expect(colunaDoCandidato({ CD_ESTAGIO_VAGA: 4, ID_SITUACAO: 'R' })).toBe('R');
    expect(colunaDoCandidato({ CD_ESTAGIO_VAGA: 7, ID_SITUACAO: null })).toBe('A');
    expect(colunaDoCandidato({ CD_ESTAGIO_VAGA: 5, ID_SITUACAO: 'A' })).toBe('A');
    expect(colunaDoCandidato({ CD_ESTAGIO_VAGA: 5, ID_SITUACAO: null })).toBe('5');
    expect(colunaDoEstagio(2)).toBe('3');
  });

  it('counts the days since the candidate entered the column', () => {
    const agora = new Date('2030-01-10T12:00:00.000Z');
    expect(inicioNaColuna({ ...datas, CD_ESTAGIO_VAGA: 4, ID_SITUACAO: null })).toBe(datas.DT_CURRICULO);
    expect(inicioNaColuna({ ...datas, CD_ESTAGIO_VAGA: 5, ID_SITUACAO: null })).toBe(datas.DT_CURRICULO);
    expect(inicioNaColuna({ ...datas, CD_ESTAGIO_VAGA: 4, ID_SITUACAO: 'R' })).toBe(datas.DT_REPROVACAO);
    expect(diasDesde(datas.CRIADO_EM, agora)).toBe(9);
    expect(diasDesde(null, agora)).toBeNull();
    expect(rotuloDias(1)).toBe('1 dia');
    expect(rotuloDias(0)).toBe('0 dias');
  });

  it('reads an unknown stored view as the list', () => {
    expect(lerVisaoRelacionados('quadro')).toBe('quadro');
    expect(lerVisaoRelacionados({})).toBe('lista');
  });
});
