import { PERMISSOES_CONTRATACAO } from '@backoffice/domain/contratacao';
import { describe, expect, it } from 'vitest';
import { ABAS_CANDIDATO } from './dados-candidato-page';

describe('inner tabs of the candidate record', () => {
  it('offers the candidate’s placements to the codes that read them', () => {
    const aba = ABAS_CANDIDATO.find((a) => a.chave === 'contratacoes');
    expect(aba?.rotulo).toBe('Contratações');
    expect(aba?.codigos).toEqual(PERMISSOES_CONTRATACAO.consultar);
  });
});
