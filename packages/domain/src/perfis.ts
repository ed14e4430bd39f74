import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from './permissions';

/** The demo roles and the permission codes each one holds (spec 002 §6). */
export const PERFIS_DEMO = {
  admin: { nome: 'Administrador', permissoes: TODOS_CODIGOS_PERMISSAO },
  selecao: {
    nome: 'Analista de Seleção',
    permissoes: [...PERMISSOES.selecao, ...PERMISSOES.testes, ...PERMISSOES.gestaoVagasAbertas],
  },
  recrutamento: {
    nome: 'Analista de Recrutamento',
    permissoes: [...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.autoatendimento, ...PERMISSOES.testes],
  },
  callcenter: { nome: 'Atendente de Call Center', permissoes: [...PERMISSOES.callcenter] },
  financeiro: {
    nome: 'Financeiro',
    permissoes: [...PERMISSOES.financeiro, ...PERMISSOES.botValidaCliente],
  },
  marketing: { nome: 'Marketing', permissoes: [...PERMISSOES.campanhasMarketing] },
} as const satisfies Record<string, { nome: string; permissoes: readonly number[] }>;

export type PerfilDemo = keyof typeof PERFIS_DEMO;
