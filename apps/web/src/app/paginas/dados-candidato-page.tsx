import { PERMISSOES_CONTRATACAO } from '@backoffice/domain/contratacao';
import { PERMISSOES, temPermissao } from '@backoffice/domain/permissions';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconShieldSearch } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense, useContext, useEffect, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { CurriculoEditor } from '../../features/curriculo-candidato/curriculo-editor';
import {
  CabecalhoCandidato,
  useCabecalhoCandidato,
} from '../../features/dados-candidato/cabecalho-candidato';
import { useUsuario } from '../../lib/sessao';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { AbaAtualContext, type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { SubabaVisivel } from './subabas';

/** What every inner tab of the candidate data page receives. */
export interface PropsAbaCandidato {
  cdPessoaCandidato: number;
}

/** One inner tab: its address name (?aba=), its label and its screen. */
export interface AbaCandidato {
  chave: string;
  rotulo: string;
  componente: ComponentType<PropsAbaCandidato>;
  /** Shown only for a candidate with a disability (Vagas PCD). */
  somentePcd?: boolean;
  /** Shown only to users holding any of these codes. */
  codigos?: readonly number[];
}

/** An inner tab's screen, loaded the first time it is shown. */
function abaLazy<M extends Record<string, unknown>>(
  carregar: () => Promise<M>,
  exportacao: keyof M & string,
): ComponentType<PropsAbaCandidato> {
  return lazy(async () => ({ default: (await carregar())[exportacao] as ComponentType<PropsAbaCandidato> }));
}

function CurriculoAba({ cdPessoaCandidato }: PropsAbaCandidato) {
  const tabs = useTabs();
  return (
    <CurriculoEditor
      key={cdPessoaCandidato}
      cdPessoaCandidato={cdPessoaCandidato}
      onCadastrado={(novo) => tabs.abrir('DadosCandidato', { cdPessoaCandidato: novo })}
    />
  );
}

const EncaminhamentosTab = lazy(async () => {
  const [m, { TimelineVaga }] = await Promise.all([
    import('../../features/dados-candidato/encaminhamentos-tab'),
    import('../../features/vaga-candidatos/timeline-vaga'),
  ]);
  // the forwarding's side panel shows the vacancy's timeline (another feature, composed here)
  return {
    default: ({ cdPessoaCandidato }: PropsAbaCandidato) => (
      <m.EncaminhamentosTab
        cdPessoaCandidato={cdPessoaCandidato}
        painelHistorico={(nrVaga) => <TimelineVaga nrVaga={nrVaga} />}
      />
    ),
  };
});

const vagasCandidato = () => import('../../features/dados-candidato/vagas-candidato-tab');

const HistoricoTab = abaLazy(() => import('../../features/dados-candidato/historico-tab'), 'HistoricoTab');
const GerarCurriculoTab = abaLazy(
  () => import('../../features/vaga-candidatos/curriculo/gerar-curriculo-tab'),
  'GerarCurriculoTab',
);
const VagasCandidatoTab = abaLazy(vagasCandidato, 'VagasCandidatoTab');
const AgendamentoTab = abaLazy(
  () => import('../../features/dados-candidato/agendamento-tab'),
  'AgendamentoTab',
);
const IndicacoesTab = abaLazy(() => import('../../features/dados-candidato/indicacoes-tab'), 'IndicacoesTab');
const RelacionadosWebTab = abaLazy(
  () => import('../../features/dados-candidato/relacionados-web-tab'),
  'RelacionadosWebTab',
);
const VagasPcdTab = abaLazy(vagasCandidato, 'VagasPcdTab');
const TestesTab = abaLazy(
  () => import('../../features/testes-candidato/testes-candidato'),
  'TestesCandidato',
);
const GeraLaudoTab = abaLazy(() => import('../../features/testes-candidato/gera-laudo'), 'GeraLaudo');
const GeraLaudoMedicoTab = abaLazy(
  () => import('../../features/testes-candidato/gera-laudo-medico'),
  'GeraLaudoMedico',
);
const ContratacoesCandidatoTab = abaLazy(
  () => import('../../features/contratacoes/contratacoes-candidato'),
  'ContratacoesCandidato',
);
const AssinaturaDocumentosTab = abaLazy(
  () => import('../../features/assinatura-documentos/assinatura-documentos'),
  'AssinaturaDocumentos',
);

/**
 * The inner tabs of the candidate data page (spec 002 §2.3), in the spec's order. One line per tab:
 * a screen is added here and nowhere else.
 */
export const ABAS_CANDIDATO: readonly AbaCandidato[] = [
  { chave: 'curriculo', rotulo: 'Currículo', componente: CurriculoAba },
  { chave: 'historico', rotulo: 'Histórico', componente: HistoricoTab },
  { chave: 'testes', rotulo: 'Testes', componente: TestesTab },
  { chave: 'geraLaudo', rotulo: 'Gera laudo', componente: GeraLaudoTab },
  { chave: 'geraLaudoMedico', rotulo: 'Gera laudo médico', componente: GeraLaudoMedicoTab },
  { chave: 'geraCurriculo', rotulo: 'Gera currículo', componente: GerarCurriculoTab },
  { chave: 'vagas', rotulo: 'Vagas', componente: VagasCandidatoTab },
  { chave: 'agendamento', rotulo: 'Agendamento', componente: AgendamentoTab },
  { chave: 'indicacoes', rotulo: 'Indicações', componente: IndicacoesTab },
  { chave: 'encaminhamentos', rotulo: 'Encaminhamentos', componente: EncaminhamentosTab },
  { chave: 'relacionadosWeb', rotulo: 'Relacionados WEB', componente: RelacionadosWebTab },
  { chave: 'vagasPcd', rotulo: 'Vagas PCD', componente: VagasPcdTab, somentePcd: true },
  { chave: 'assinaturaDocumentos', rotulo: 'Assinatura de Documentos', componente: AssinaturaDocumentosTab },
  {
    chave: 'contratacoes',
    rotulo: 'Contratações',
    componente: ContratacoesCandidatoTab,
    codigos: PERMISSOES_CONTRATACAO.consultar,
  },
];

export const ABA_CANDIDATO_PADRAO = 'curriculo';

/**
 * Tab 'Dados do candidato' (key DadosCandidato, parameter cdPessoaCandidato): the candidate's header
 * and the inner tabs, each with its own address (/t/DadosCandidato?aba=agendamento&cdPessoaCandidato=1).
 * Without a code, a new registration that reopens the tab with the new code once stored.
 */
export function DadosCandidatoPage({ params }: PaginaAbaProps) {
  const tabs = useTabs();
  const cd = Number(params.cdPessoaCandidato);
  if (!Number.isInteger(cd) || cd <= 0) {
    return (
      <CurriculoEditor
        key="novo"
        onCadastrado={(novo) => tabs.abrir('DadosCandidato', { cdPessoaCandidato: novo })}
      />
    );
  }
  return <EspacoCandidato key={cd} cd={cd} aba={params[PARAMETRO_SUBABA]} />;
}

function EspacoCandidato({ cd, aba }: { cd: number; aba: string | undefined }) {
  const { abrir, url } = useTabs();
  const cab = useCabecalhoCandidato(cd);
  const abaAtual = useContext(AbaAtualContext);
  const nome = cab.data?.NM_PESSOA;
  const definirTitulo = abaAtual?.definirTitulo;
  // the workspace tab is titled with the candidate's name once known
  useEffect(() => {
    if (nome) definirTitulo?.(nome);
  }, [nome, definirTitulo]);
  const pcd = cab.data?.ID_POSSUE_DEFICIENCIA === 'S';
  const permissoes = useUsuario()?.permissoes ?? [];
  const abas = ABAS_CANDIDATO.filter(
    (a) => (!a.somentePcd || pcd) && (!a.codigos || temPermissao(permissoes, a.codigos)),
  );
  const atual = abas.find((a) => a.chave === aba)?.chave ?? ABA_CANDIDATO_PADRAO;
  // inner tabs shown before, most recent last: Voltar returns to the last one
  const [anteriores, setAnteriores] = useState<string[]>([]);
  const [mostrada, setMostrada] = useState(atual);
  const [vistas, setVistas] = useState<ReadonlySet<string>>(() => new Set([atual]));
  if (mostrada !== atual) {
    setAnteriores((p) => (p.at(-1) === atual ? p.slice(0, -1) : [...p, mostrada]));
    setMostrada(atual);
  }
  if (!vistas.has(atual)) setVistas(new Set([...vistas, atual]));
  const ir = (chave: string) => abrir('DadosCandidato', { cdPessoaCandidato: cd, [PARAMETRO_SUBABA]: chave });
  const ultima = anteriores.at(-1);
  const administrador = temPermissao(permissoes, PERMISSOES.administracao);

  return (
    <Stack p="md" gap="sm">
      <CabecalhoCandidato
        cdPessoaCandidato={cd}
        acoes={
          <Group gap="xs" wrap="nowrap">
            {administrador && (
              // Administração: the reads of this candidate's sensitive data
              <Button
                component="a"
                variant="subtle"
                href={url('AdminAcessosLgpd', { cdPessoaCandidato: cd })}
                onClick={(e) => {
                  e.preventDefault();
                  abrir('AdminAcessosLgpd', { cdPessoaCandidato: cd });
                }}
                leftSection={<IconShieldSearch size={16} aria-hidden />}
              >
                Acessos a dados sensíveis
              </Button>
            )}
            {ultima ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => ir(ultima)}
              >
                Voltar
              </Button>
            ) : null}
          </Group>
        }
      />
      <Tabs value={atual} onChange={(v) => v && ir(v)} keepMounted>
        <Tabs.List aria-label="Dados do candidato" mb="md">
          {abas.map((a) => (
            <Tabs.Tab key={a.chave} value={a.chave}>
              {a.rotulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {abas.map((a) => (
          <Tabs.Panel key={a.chave} value={a.chave}>
            {vistas.has(a.chave) && (
              <SubabaVisivel visivel={a.chave === atual}>
                <Suspense fallback={<LoadingState />}>
                  <a.componente cdPessoaCandidato={cd} />
                </Suspense>
              </SubabaVisivel>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
