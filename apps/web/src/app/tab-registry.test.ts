import { abasDoMenu, CHAVES_ABA, MENU } from '@backoffice/domain/menu';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import { describe, expect, it } from 'vitest';
import { acessoDaAba, definicaoDaAba, REGISTRO_ABAS, tituloDaAba } from './tab-registry';

// the call-center units as the configuration answers them (units with the flag on)
const ctx = (permissoes: readonly number[], cdUnid = 1, usuarioHelpDesk = false) => ({
  permissoes,
  cdUnid,
  usuarioHelpDesk,
  unidadesCallcenter: [1, 430],
});

describe('tab registry', () => {
  it('knows every tab key of the spec, plus Controles', () => {
    for (const chave of CHAVES_ABA) expect(definicaoDaAba(chave)).toBeDefined();
    expect(definicaoDaAba('Controles')).toBeDefined();
    expect(definicaoDaAba('toString')).toBeUndefined();
  });

  it('asks for the same area as the sidebar entry that opens the tab', () => {
    for (const item of abasDoMenu(MENU)) {
      const def = REGISTRO_ABAS[item.aba];
      if (item.area) expect(def.areas, item.aba).toContain(item.area);
      expect(def.regra, item.aba).toBe(item.regra);
    }
  });

  it('tells allowed, forbidden and unknown tabs apart', () => {
    expect(acessoDaAba('BotValidaCliente', ctx(PERFIS_DEMO.financeiro.permissoes))).toBe('permitida');
    expect(acessoDaAba('BotValidaCliente', ctx(PERFIS_DEMO.selecao.permissoes))).toBe('proibida');
    expect(acessoDaAba('helpdesk', ctx(PERFIS_DEMO.admin.permissoes))).toBe('proibida');
    expect(acessoDaAba('helpdesk', ctx([], 1, true))).toBe('permitida');
    expect(acessoDaAba('CallCenterEntrar', ctx(PERFIS_DEMO.callcenter.permissoes, 2))).toBe('proibida');
    expect(acessoDaAba('CallCenterEntrar', ctx(PERFIS_DEMO.callcenter.permissoes, 430))).toBe('permitida');
    expect(acessoDaAba('Inexistente', ctx(PERFIS_DEMO.admin.permissoes))).toBe('desconhecida');
  });

  it('lets finance (107) open the billing search but not Criar', () => {
    expect(acessoDaAba('SelecaoFaturamentoAvaliacaoPesquisa', ctx([107]))).toBe('permitida');
    expect(acessoDaAba('SelecaoFaturamentoAvaliacaoCriar', ctx([107]))).toBe('proibida');
    for (const c of [58, 59, 60]) {
      expect(acessoDaAba('SelecaoFaturamentoAvaliacaoPesquisa', ctx([c]))).toBe('permitida');
      expect(acessoDaAba('SelecaoFaturamentoAvaliacaoCriar', ctx([c]))).toBe('permitida');
    }
    expect(tituloDaAba('SelecaoFaturamentoAvaliacaoCriar', { nrRequisicao: '41' })).toBe(
      'Faturamento - Requisição 41',
    );
  });

  it('lets selection, recruitment and finance open Contratações', () => {
    for (const c of [58, 36, 107]) expect(acessoDaAba('Contratacoes', ctx([c]))).toBe('permitida');
    expect(acessoDaAba('Contratacoes', ctx([25]))).toBe('proibida');
  });

  it('titles tabs from their parameters', () => {
    expect(tituloDaAba('Vaga', { nrVaga: '12' })).toBe('Vaga 12');
    expect(tituloDaAba('DadosCandidato', { cdPessoaCandidato: '9' })).toBe('Candidato 9');
    expect(tituloDaAba('ramais', {})).toBe('Ramais');
    expect(tituloDaAba('AdminImportacao', { aba: '12' })).toBe('Importação 12');
    expect(tituloDaAba('AdminImportacao', { aba: 'nova' })).toBe('Importação');
    expect(tituloDaAba('vagas_abertas_rec_sel', { setor: 'R', tipo: 'O' })).toBe(
      'Vagas de Recrutamento - Operacional',
    );
    expect(tituloDaAba('vagas_abertas_rec_sel', { setor: 'S', tipo: 'G' })).toBe(
      'Vagas de Seleção - Gerencial',
    );
  });
});
