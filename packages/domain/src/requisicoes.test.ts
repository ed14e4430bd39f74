import { describe, expect, it } from 'vitest';
import type { VagaSelecaoLinha } from './minhas-vagas';
import { agruparRequisicoes } from './requisicoes';

const vaga = (nr: number, req: number, extra: Partial<VagaSelecaoLinha> = {}) =>
  ({
    NR_VAGA: nr,
    NR_REQUISICAO: req,
    CD_SITUACAO_VAGA: 1,
    NM_SITUACAO_VAGA: 'Aberta',
    CD_PESSOA_CLIENTE: 9,
    CD_EMPRESA_CLIENTE: 1,
    NM_APELIDO_CLIENTE: 'Metal JV',
    NM_PESSOA_ANALISTA: 'Ana',
    ID_ESCONDE_INFO_SIGILOSA: 'N',
    DT_ABERTURA: '2026-01-10',
    ...extra,
  }) as VagaSelecaoLinha;

describe('requisitions from the vacancy rows (spec 002 §2.4)', () => {
  it('groups by requisition: vacancies, situations counted, analysts once, earliest opening; newest first', () => {
    const r = agruparRequisicoes([
      vaga(3, 100, { CD_SITUACAO_VAGA: 6, NM_SITUACAO_VAGA: 'Fechada', NM_PESSOA_ANALISTA: 'Bruno' }),
      vaga(1, 100, { DT_ABERTURA: '2026-01-05' }),
      vaga(2, 100),
      vaga(4, 200, { DT_ABERTURA: '2026-02-01', ID_ESCONDE_INFO_SIGILOSA: 'S', NM_APELIDO_CLIENTE: null }),
    ]);
    expect(r.map((x) => x.NR_REQUISICAO)).toEqual([200, 100]);
    expect(r[1]).toMatchObject({
      QTD_VAGAS: 3,
      DT_ABERTURA: '2026-01-05',
      ANALISTAS: ['Ana', 'Bruno'],
      SITUACOES: [
        { NM_SITUACAO_VAGA: 'Aberta', CD_SITUACAO_VAGA: 1, QTD: 2 },
        { NM_SITUACAO_VAGA: 'Fechada', CD_SITUACAO_VAGA: 6, QTD: 1 },
      ],
    });
    expect(r[1].VAGAS.map((v) => v.NR_VAGA)).toEqual([1, 2, 3]);
    expect(r[0].NM_APELIDO_CLIENTE).toBeNull();
  });
});
