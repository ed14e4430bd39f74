import { CONTRATOS_SELETORES_CADASTROS } from '@backoffice/domain/contratos/cadastros';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { formatarData } from '@backoffice/domain/datas';
import {
  chaveVisaoRelacionados,
  lerVisaoRelacionados,
  MENSAGENS_QUADRO,
  type VisaoRelacionados,
} from '@backoffice/domain/quadro-vaga';
import {
  type CandidatoRelacionadoLinha,
  estrelasDaNota,
  podeVoltarPendente,
} from '@backoffice/domain/vaga-candidatos';
import { CATALOGO_ESTAGIOS_VAGA, rotuloOrigemRelacionamento } from '@backoffice/domain/vaga-estagio';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { LoadingState } from '../../components/controls/list-states';
import { NotaEstrelas } from '../../components/controls/nota-estrelas';
import { type ColunaLista, comoData, TabelaLista, TextoLinha } from '../../components/lista/tabela-lista';
import { ApiError, chamar } from '../../lib/api-client';
import { useArmazenamentoLocal } from '../../lib/armazenamento-local';
import { consulta, invalidar } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import { AdicionarCandidatos } from './adicionar-candidatos';
import { consultaLista, LEITURAS_DO_PAINEL, M, useAcaoVaga } from './api';
import { AprovarModal } from './aprovar-modal';
import { GerarCurriculoModal } from './curriculo/gerar-curriculo-modal';
import { BarraLote, type RenderEncaminhar } from './lote/barra-lote';
import { colunaSelecao } from './lote/coluna-selecao';
import { useSelecao } from './lote/use-selecao';
import { type CandidatoEncaminhado, EncaminharAoCliente } from './parecer/encaminhar-cliente-modal';
import { ParecerBadge } from './parecer-badge';
import { MarcasCandidato } from './quadro/cartao-quadro';
import { type AcoesQuadro, QuadroRelacionados } from './quadro/quadro-relacionados';

const NOME_ESTAGIO = new Map(CATALOGO_ESTAGIOS_VAGA.map((e) => [e.cd, e.nome]));

type Linha = CandidatoRelacionadoLinha;
type Confirmacao = { tipo: 'reprovar' | 'restaurar' | 'voltar'; linha: Linha } | null;

/** A badge as wide as its word, never cut. */
const INTEIRO = { miw: 'fit-content', styles: { label: { overflow: 'visible' } } } as const;

function Situacao({ l }: { l: Linha }) {
  if (l.ID_SITUACAO === 'A')
    return (
      <Badge color="teal" {...INTEIRO}>
        Aprovado
      </Badge>
    );
  if (l.ID_SITUACAO === 'R')
    return (
      <Stack gap={0}>
        <Badge color="red" {...INTEIRO}>
          Reprovado
        </Badge>
        {l.NM_MOTIVO_REPROVACAO && (
          // the reason under the badge, in one line (whole in its title)
          <Text size="xs" c="gray.7" lineClamp={1} maw={180} title={l.NM_MOTIVO_REPROVACAO}>
            {l.NM_MOTIVO_REPROVACAO}
          </Text>
        )}
      </Stack>
    );
  return (
    <Badge color="gray" variant="light" {...INTEIRO}>
      Pendente
    </Badge>
  );
}

/** The dates of the candidate's steps in this vacancy, in their order (the first always there). */
function datasDoCandidato(l: Linha): [string, string][] {
  const d: [string, string | null | undefined][] = [
    ['Relacionado', l.CRIADO_EM],
    ['Currículo', l.DT_CURRICULO],
    ['Encaminhado', l.DT_ENCAMINHAMENTO],
    ['Início', l.DT_INICIO_TRABALHO],
  ];
  return d.filter((x, i) => i === 0 || x[1]).map(([r, v]) => [r, formatarData(v ?? null)]);
}

export interface AbaRelacionadosProps {
  nrVaga: number;
  /** The modal forwarding the selected candidates to a client contact (the bulk bar's action). */
  renderEncaminhar?: RenderEncaminhar;
}

/**
 * Related candidates of the vacancy (spec 001 §2.2), as a list or as a board (the user's choice is
 * kept), with a selection shared by both and its bulk actions.
 */
export function AbaRelacionados({ nrVaga, renderEncaminhar }: AbaRelacionadosProps) {
  const tabs = useTabs();
  const qc = useQueryClient();
  const usuario = useUsuario();
  const q = useQuery(consultaLista(nrVaga, 'candidatos-relacionados'));
  const [visao, setVisao] = useArmazenamentoLocal<VisaoRelacionados>(
    chaveVisaoRelacionados(usuario?.cd_sip ?? 0),
    'lista',
    lerVisaoRelacionados,
  );
  const selecao = useSelecao(nrVaga);
  const [visiveis, setVisiveis] = useState<readonly number[]>([]);
  const selecionados = useMemo(
    () => (q.data ?? []).filter((l) => selecao.ids.has(l.CD_PESSOA)),
    [q.data, selecao.ids],
  );
  const congelada = vagaCongelada(q.data?.[0]?.CD_SITUACAO_ATUAL_VAGA ?? 0);
  const { executar, verificarSituacao, executando } = useAcaoVaga(nrVaga);
  const [aprovando, setAprovando] = useState<Linha | null>(null);
  const [confirmacao, setConfirmacao] = useState<Confirmacao>(null);
  const [curriculo, setCurriculo] = useState<Linha | null>(null);
  const [historico, setHistorico] = useState<Linha | null>(null);
  const [encaminhando, setEncaminhando] = useState<CandidatoEncaminhado[] | null>(null);
  const [adicionando, setAdicionando] = useState(false);
  // the rejection's optional reason (the active entries of Cadastros › Motivos de reprovação)
  const [motivo, setMotivo] = useState<string | null>(null);
  const reprovando = confirmacao?.tipo === 'reprovar';
  const motivos = useQuery({
    ...consulta(CONTRATOS_SELETORES_CADASTROS['motivos-reprovacao'], {}, M.falha.motivosReprovacao),
    enabled: reprovando,
    staleTime: 60_000,
  });

  const corpo = (l: Linha) => ({ cd_pessoa_candidato: l.CD_PESSOA, nr_vaga: nrVaga });

  async function abrirAprovar(l: Linha) {
    if (await verificarSituacao('aprovar').catch(() => false)) setAprovando(l);
  }
  async function pedirConfirmacao(c: NonNullable<Confirmacao>) {
    const guarda = c.tipo === 'voltar' ? null : c.tipo;
    if (!guarda || (await verificarSituacao(guarda).catch(() => false))) {
      setMotivo(null);
      setConfirmacao(c);
    }
  }
  async function confirmar() {
    if (!confirmacao) return;
    const { tipo, linha } = confirmacao;
    const acoes = {
      reprovar: [C.reprovar, M.falha.reprovar],
      restaurar: [C.restaurar, M.falha.restaurar],
      voltar: [C.voltarAprovado, M.falha.voltarAprovado],
    } as const;
    const [contrato, fallback] = acoes[tipo];
    const extra = tipo === 'reprovar' && motivo ? { cd_motivo_reprovacao: Number(motivo) } : {};
    await executar({ contrato, pedido: { corpo: { ...corpo(linha), ...extra } }, fallback });
    setConfirmacao(null);
  }

  async function moverEstagio(l: Linha, estagio: 3 | 4 | 5): Promise<string | null> {
    try {
      const r = await chamar(
        CONTRATOS_VAGA_RELACIONAR.relacionarCandidato,
        { corpo: { ...corpo(l), cd_estagio_vaga: estagio } },
        { fallback: MENSAGENS_QUADRO.moverFalhou },
      );
      if (r?.message) notify.sucesso(r.message);
      await invalidar(qc, ...CONTRATOS_VAGA_RELACIONAR.relacionarCandidato.invalida, ...LEITURAS_DO_PAINEL);
      return null;
    } catch (e) {
      if (e instanceof ApiError) return e.mensagem;
      notify.erro(MENSAGENS_QUADRO.moverFalhou);
      return MENSAGENS_QUADRO.moverFalhou;
    }
  }

  const podeVoltar = (l: Linha) =>
    podeVoltarPendente(l, { cdTipoContratacao: l.CD_TIPO_CONTRATACAO, cdSituacao: l.CD_SITUACAO_ATUAL_VAGA });

  const acoesQuadro: AcoesQuadro = {
    aprovar: (l) => void abrirAprovar(l),
    reprovar: (l) => void pedirConfirmacao({ tipo: 'reprovar', linha: l }),
    restaurar: (l) => void pedirConfirmacao({ tipo: 'restaurar', linha: l }),
    voltarPendente: (l) => {
      if (!podeVoltar(l)) return false;
      void pedirConfirmacao({ tipo: 'voltar', linha: l });
      return true;
    },
    mover: moverEstagio,
    abrir: (l) => tabs.abrir('DadosCandidato', { cdPessoaCandidato: l.CD_PESSOA }),
  };

  const titulosConfirmacao = {
    reprovar: ['Reprovar candidato', 'Confirma a reprovação de'],
    restaurar: ['Restaurar candidato', 'Confirma restaurar'],
    voltar: ['Voltar para pendente', 'Confirma voltar para pendente a aprovação de'],
  } as const;

  const colunas: ColunaLista<Linha>[] = [
    colunaSelecao<Linha>(selecao, visiveis),
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            component="button"
            size="sm"
            ta="left"
            maw="100%"
            onClick={() => tabs.abrir('DadosCandidato', { cdPessoaCandidato: l.CD_PESSOA })}
          >
            <TextoLinha>{l.NM_PESSOA}</TextoLinha>
          </Anchor>
          {l.ID_SEXO && (
            <Badge size="xs" variant="light" color={l.ID_SEXO === 'F' ? 'pink' : 'blue'} {...INTEIRO}>
              {l.ID_SEXO}
            </Badge>
          )}
          <MarcasCandidato l={l} />
          <ParecerBadge linha={l} />
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            Código {l.CD_PESSOA}
          </Text>
        </Group>
      ),
      ordenar: (l) => l.NM_PESSOA,
    },
    {
      id: 'nota',
      titulo: 'Nota',
      celula: (l) => <NotaEstrelas nota={estrelasDaNota(l.NOTA)} />,
      ordenar: (l) => l.NOTA,
    },
    {
      id: 'analista',
      titulo: 'Analista',
      celula: (l) => l.ANALISTA_VAGA ?? '—',
      ordenar: (l) => l.ANALISTA_VAGA,
    },
    {
      id: 'datas',
      titulo: 'Datas',
      // the date of the step the candidate last reached (the stage beside says which, and so does its
      // hidden label); every date in its title
      celula: (l) => {
        const datas = datasDoCandidato(l);
        const ultima = datas[datas.length - 1];
        return (
          <Text
            size="sm"
            title={datas.map((d) => `${d[0]}: ${d[1]}`).join('\n')}
            style={{ whiteSpace: 'nowrap' }}
          >
            <VisuallyHidden>{ultima[0]}: </VisuallyHidden>
            {ultima[1]}
          </Text>
        );
      },
      // by the date the candidate was related
      nomeOrdenacao: 'Datas (relacionamento)',
      ordenar: (l) => comoData(l.CRIADO_EM),
    },
    {
      id: 'origem',
      titulo: 'Origem',
      celula: (l) => rotuloOrigemRelacionamento(l.CD_ORIGEM_RELACIONAMENTO),
      ordenar: (l) => rotuloOrigemRelacionamento(l.CD_ORIGEM_RELACIONAMENTO),
    },
    {
      id: 'estagio',
      titulo: 'Estágio',
      celula: (l) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {l.NM_ESTAGIO_VAGA ?? NOME_ESTAGIO.get(l.CD_ESTAGIO_VAGA)}
          </Text>
          <Situacao l={l} />
        </Group>
      ),
      ordenar: (l) => l.CD_ESTAGIO_VAGA,
    },
    {
      id: 'email',
      titulo: 'E-mail reprovação',
      celula: (l) => (
        <Switch
          aria-label={`E-mail de reprovação para ${l.NM_PESSOA}`}
          checked={l.ID_ENVIA_EMAIL_REPROV === 'S'}
          disabled={executando}
          onChange={(e) =>
            void executar({
              contrato: C.toggleEmailReprovacao,
              pedido: {
                params: { candidate: l.CD_PESSOA, job: nrVaga },
                corpo: { email_reprovacao: e.currentTarget.checked ? 'S' : 'N' },
              },
              fallback: M.falha.emailReprovacao,
              guarda: 'emailReprovacao',
            })
          }
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      {adicionando && (
        <AdicionarCandidatos
          nrVaga={nrVaga}
          executar={executar}
          executando={executando}
          onFechar={() => setAdicionando(false)}
        />
      )}

      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label="Ver candidatos relacionados como"
          value={visao}
          onChange={(v) => setVisao(lerVisaoRelacionados(v))}
          data={[
            { value: 'lista', label: 'Lista' },
            { value: 'quadro', label: 'Quadro' },
          ]}
        />
        {visao === 'quadro' && !adicionando && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdicionando(true)}>
            Adicionar candidatos
          </Button>
        )}
      </Group>
      <BarraLote
        nrVaga={nrVaga}
        candidatos={selecionados}
        onLimpar={selecao.limpar}
        renderEncaminhar={
          renderEncaminhar ??
          ((candidatos, fechar) => (
            <EncaminharAoCliente
              nrVaga={nrVaga}
              candidatos={candidatos.map((c) => ({ cd: c.CD_PESSOA, nome: c.NM_PESSOA }))}
              onClose={fechar}
              emLote
            />
          ))
        }
      />

      {visao === 'quadro' ? (
        q.isPending ? (
          <LoadingState />
        ) : (
          <QuadroRelacionados
            linhas={q.data ?? []}
            selecao={selecao}
            congelada={congelada}
            acoes={acoesQuadro}
          />
        )
      ) : (
        <TabelaLista
          rotulo="Candidatos relacionados"
          colunas={colunas}
          linhas={q.data ?? []}
          carregando={q.isPending}
          chave={(l) => l.CD_PESSOA}
          filtro
          propsLinha={(l) => ({ 'data-testid': `relacionado-${l.CD_PESSOA}` })}
          ferramentas={
            !adicionando && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdicionando(true)}>
                Adicionar candidatos
              </Button>
            )
          }
          acoes={(l) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${l.NM_PESSOA}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {l.ID_SITUACAO === null && (
                  <Menu.Item onClick={() => void abrirAprovar(l)}>Aprovar</Menu.Item>
                )}
                {l.ID_SITUACAO === null && (
                  <Menu.Item c="red" onClick={() => void pedirConfirmacao({ tipo: 'reprovar', linha: l })}>
                    Reprovar
                  </Menu.Item>
                )}
                {l.ID_SITUACAO === 'R' && (
                  <Menu.Item onClick={() => void pedirConfirmacao({ tipo: 'restaurar', linha: l })}>
                    Restaurar
                  </Menu.Item>
                )}
                {podeVoltar(l) && (
                  <Menu.Item onClick={() => void pedirConfirmacao({ tipo: 'voltar', linha: l })}>
                    Voltar para pendente
                  </Menu.Item>
                )}
                {l.ID_SITUACAO !== 'R' && (
                  <Menu.Item onClick={() => setEncaminhando([{ cd: l.CD_PESSOA, nome: l.NM_PESSOA }])}>
                    Encaminhar ao cliente
                  </Menu.Item>
                )}
                <Menu.Item onClick={() => setCurriculo(l)}>Gerar currículo</Menu.Item>
                <Menu.Item onClick={() => setHistorico(l)}>Histórico</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          larguraMinima={900}
          aoMudarVisiveis={(ls) => setVisiveis(ls.map((l) => l.CD_PESSOA))}
        />
      )}

      <AprovarModal
        candidato={aprovando}
        onClose={() => setAprovando(null)}
        onAprovar={(d) =>
          aprovando
            ? executar({
                contrato: C.aprovar,
                pedido: { corpo: { ...corpo(aprovando), nm_candidato: aprovando.NM_PESSOA, ...d } },
                fallback: M.falha.aprovar,
                guarda: 'aprovar',
              })
            : Promise.resolve(false)
        }
      />
      <ConfirmDialog
        opened={confirmacao !== null}
        title={confirmacao ? titulosConfirmacao[confirmacao.tipo][0] : ''}
        message={
          confirmacao ? (
            <Stack gap="sm">
              <Text>{`${titulosConfirmacao[confirmacao.tipo][1]} ${confirmacao.linha.NM_PESSOA}?`}</Text>
              {reprovando && (
                <Select
                  label="Motivo"
                  description={
                    motivos.data?.length === 0
                      ? 'Nenhum motivo cadastrado (Cadastros › Motivos de reprovação).'
                      : 'Opcional.'
                  }
                  placeholder={motivos.isPending ? 'Carregando...' : 'Sem motivo'}
                  data={(motivos.data ?? []).map((m) => ({ value: String(m.cd), label: m.nome }))}
                  value={motivo}
                  onChange={setMotivo}
                  clearable
                  searchable
                  disabled={motivos.isPending || executando}
                  error={motivos.isError ? M.falha.motivosReprovacao : undefined}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            </Stack>
          ) : (
            ''
          )
        }
        confirmColor={confirmacao?.tipo === 'reprovar' ? 'red' : undefined}
        loading={executando}
        onConfirm={() => void confirmar()}
        onCancel={() => setConfirmacao(null)}
      />
      {curriculo && (
        <GerarCurriculoModal
          nrVaga={nrVaga}
          cdPessoa={curriculo.CD_PESSOA}
          nmPessoa={curriculo.NM_PESSOA}
          opened
          onClose={() => setCurriculo(null)}
          onGerado={() => setCurriculo(null)}
        />
      )}
      {encaminhando && (
        <EncaminharAoCliente
          nrVaga={nrVaga}
          candidatos={encaminhando}
          onClose={() => setEncaminhando(null)}
        />
      )}
      {historico && (
        <HistoricoVagasModal
          cdPessoa={historico.CD_PESSOA}
          nome={historico.NM_PESSOA}
          onClose={() => setHistorico(null)}
        />
      )}
    </Stack>
  );
}
