import { textoAvisoFimContrato } from '@backoffice/domain/aviso';
import { describe, expect, it } from 'vitest';
import { apresentarAviso, TIPO_AVISO } from './aviso';

const aviso = (CD_TIPO_AVISO: number, DS_COMPLEMENTO_AVISO: string | null = null) => ({
  ID: 1,
  NR_VAGA: 42,
  DS_COMPLEMENTO_AVISO,
  DT_GERACAO: null,
  CD_TIPO_AVISO,
});

describe('apresentarAviso', () => {
  it("opens the vacancy's verdicts for a client's verdict and an unanswered link", () => {
    for (const tipo of [TIPO_AVISO.PARECER_CLIENTE, TIPO_AVISO.PARECER_SEM_RESPOSTA]) {
      const a = apresentarAviso(aviso(tipo, 'Ana: aprovado pelo cliente (vaga 42).'));
      expect(a.texto).toBe('Ana: aprovado pelo cliente (vaga 42).');
      expect(a.abrir).toMatchObject({
        chave: 'VagaCandidatos',
        params: { nrVaga: 42, aba: 'pareceres_cliente' },
      });
    }
    expect(apresentarAviso(aviso(TIPO_AVISO.PARECER_CLIENTE)).titulo).toBe('Parecer do cliente');
    expect(apresentarAviso(aviso(TIPO_AVISO.PARECER_SEM_RESPOSTA)).titulo).toBe('Cliente sem parecer');
  });

  it('names a temporary contract ending and opens its vacancy', () => {
    const texto = textoAvisoFimContrato('Lia', 42, '2027-01-31', 7);
    const a = apresentarAviso(aviso(TIPO_AVISO.FIM_CONTRATO, texto));
    expect(a).toMatchObject({ titulo: 'Contrato temporário terminando', texto, abrir: { chave: 'Vaga' } });
    expect(texto).toBe('O contrato temporário de Lia (vaga 42) termina em 7 dias, em 31/01/2027.');
  });
});
