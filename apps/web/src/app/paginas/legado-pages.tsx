import { LegacyFrame, type MensagemLegado } from '../../lib/legacy-frame';
import { useUsuario } from '../../lib/sessao';
import type { ParametrosAba } from '../../lib/tab-url';
import { useTabs } from '../../lib/tabs';

/**
 * Pages of the main site shown in frames; the site's address comes from the server configuration.
 * The tabs open them through paginas-com-legado.tsx (native unless an administrator chose the frame).
 */
export const PAGINAS_LEGADO = {
  sistemaLegado: '',
  faturamentoAvaliacaoCriar: 'faturamento_requisicao.php',
  faturamentoAvaliacaoPesquisa: 'faturamento_avaliacao.php',
  aberturaRequisicao: 'vagas_cr_pre.php',
  dadosCliente: 'prospects_edit.php',
} as const;

function numero(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v.trim()) : typeof v === 'number' ? v : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

function campo(payload: unknown, ...nomes: string[]): unknown {
  if (payload === null || typeof payload !== 'object') return payload;
  const p = payload as Record<string, unknown>;
  for (const n of nomes) if (p[n] !== undefined) return p[n];
  return undefined;
}

/**
 * Events of the legacy system (spec 002 §2.5): the full resume opens the candidate page, vacancy
 * details open the vacancy tab by its number. The frame passes on only messages of its own window
 * from the trusted origin (LegacyFrame, origemAceita).
 */
export function tratarMensagemLegado(
  msg: MensagemLegado,
  abrir: (chave: string, params: Record<string, number>, opcoes?: { titulo?: string }) => void,
): boolean {
  // 'full resume' / 'fullResume' / 'full-resume' and 'vacancy details' read the same
  const tipo = msg.type.toLowerCase().replace(/[\s_-]+/g, '');
  if (tipo.includes('resume') || tipo.includes('curriculo') || tipo.includes('candidato')) {
    const cd = numero(
      campo(msg.payload, 'cdPessoaCandidato', 'cd_pessoa_candidato', 'cdPessoa', 'cd_pessoa', 'id'),
    );
    if (cd) {
      abrir('DadosCandidato', { cdPessoaCandidato: cd });
      return true;
    }
  }
  if (tipo.includes('vaga') || tipo.includes('vacancy')) {
    const nr = numero(campo(msg.payload, 'nrVaga', 'nr_vaga', 'id'));
    if (nr) {
      abrir('Vaga', { nrVaga: nr }, { titulo: `Vaga ${nr}` });
      return true;
    }
  }
  return false;
}

export function SaasLegadoPage(_props: { params: ParametrosAba }) {
  const { abrir } = useTabs();
  return (
    <LegacyFrame
      pagina={PAGINAS_LEGADO.sistemaLegado}
      titulo="Sistema RHBSaas"
      aoMensagem={(m) => tratarMensagemLegado(m, abrir)}
    />
  );
}

export function FaturamentoAvaliacaoCriarPage(_props: { params: ParametrosAba }) {
  return (
    <LegacyFrame
      pagina={PAGINAS_LEGADO.faturamentoAvaliacaoCriar}
      params={{ cria: 1 }}
      titulo="Faturamento Avaliação - Criar"
    />
  );
}

export function FaturamentoAvaliacaoPesquisaPage(_props: { params: ParametrosAba }) {
  return (
    <LegacyFrame
      pagina={PAGINAS_LEGADO.faturamentoAvaliacaoPesquisa}
      params={{ cria: 1 }}
      titulo="Faturamento Avaliação - Pesquisar"
    />
  );
}

export function AberturaRequisicaoPage(_props: { params: ParametrosAba }) {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  return (
    <LegacyFrame
      pagina={PAGINAS_LEGADO.aberturaRequisicao}
      params={usuario ? { cd: usuario.cd_sip, cd_unid: usuario.cd_unid } : {}}
      titulo="Abertura de requisição"
      aoMensagem={(m) => tratarMensagemLegado(m, abrir)}
    />
  );
}

/**
 * The client's registration page of the main site (spec 001 §2.12 'Dados do Cliente', §2.16):
 * user (cd), unit (cd_unid), the client (pro) and the client's unit (codigo).
 */
export function PaginaClienteLegado({ cdPessoa, cdEmpresa }: { cdPessoa: number; cdEmpresa: number }) {
  const usuario = useUsuario();
  return (
    <LegacyFrame
      pagina={PAGINAS_LEGADO.dadosCliente}
      params={{
        ...(usuario ? { cd: usuario.cd_sip, cd_unid: usuario.cd_unid } : {}),
        pro: cdPessoa,
        codigo: cdEmpresa,
      }}
      titulo="Dados do Cliente"
    />
  );
}
