import { CONTRATOS_SELETORES_CADASTROS } from '@backoffice/domain/contratos/cadastros';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { formatarData } from '@backoffice/domain/datas';
import { ESTAGIOS_RELACIONAR } from '@backoffice/domain/pesquisa-candidatos';
import {
  type CandidatoRelacionadoLinha,
  estrelasDaNota,
  podeVoltarPendente,
} from '@backoffice/domain/vaga-candidatos';
import { CATALOGO_ESTAGIOS_VAGA, rotuloOrigemRelacionamento } from '@backoffice/domain/vaga-estagio';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { NotaEstrelas } from '../../components/controls/nota-estrelas';
import { type ColunaLista, comoData, TabelaLista, TextoLinha } from '../../components/lista/tabela-lista';
import { CandidatoPicker } from '../../components/pickers/search-pickers';
import { chamar } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { useTabs } from '../../lib/tabs';
import { consultaLista, M, useAcaoVaga } from './api';
import { AprovarModal } from './aprovar-modal';
import { GerarCurriculoModal } from './curriculo/gerar-curriculo-modal';

const NOME_ESTAGIO = new Map(CATALOGO_ESTAGIOS_VAGA.map((e) => [e.cd, e.nome]));
const OPCOES_ESTAGIO = ESTAGIOS_RELACIONAR.map((e) => ({
  value: String(e),
  label: NOME_ESTAGIO.get(e) ?? String(e),
}));

type Linha = CandidatoRelacionadoLinha;
type Confirmacao = { tipo: 'reprovar' | 'restaurar' | 'voltar'; linha: Linha } | null;

interface NovoCandidato {
  cd: number;
  nome: string;
  estagio: number;
}

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

/** Related candidates of the vacancy (spec 001 §2.2). */
export function AbaRelacionados({ nrVaga }: { nrVaga: number }) {
  const tabs = useTabs();
  const q = useQuery(consultaLista(nrVaga, 'candidatos-relacionados'));
  const { executar, verificarSituacao, executando } = useAcaoVaga(nrVaga);
  const [aprovando, setAprovando] = useState<Linha | null>(null);
  const [confirmacao, setConfirmacao] = useState<Confirmacao>(null);
  const [curriculo, setCurriculo] = useState<Linha | null>(null);
  const [historico, setHistorico] = useState<Linha | null>(null);
  const [adicionando, setAdicionando] = useState(false);
  const [novos, setNovos] = useState<NovoCandidato[]>([]);
  const [escolhido, setEscolhido] = useState<number | null>(null);
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

  async function adicionarCandidato(cd: number | null, nome: string) {
    setEscolhido(null);
    if (cd === null || novos.some((n) => n.cd === cd)) return;
    try {
      const r = await chamar(
        C.podeRelacionar,
        { corpo: { cd_pessoa: cd, nr_vaga: nrVaga } },
        { fallback: M.falha.relacionarVarios },
      );
      if (r.PODE_RELACIONAR !== 'S') {
        notify.aviso(r.MOTIVO ?? M.validacao.candidatoIndisponivel);
        return;
      }
      setNovos((l) => [...l, { cd, nome: r.NM_PESSOA ?? nome, estagio: 3 }]);
    } catch {
      // the API client already showed the error
    }
  }

  async function salvarNovos() {
    const ok = await executar({
      contrato: C.relacionarVarios,
      pedido: {
        corpo: {
          nr_vaga: nrVaga,
          candidatos: novos.map((n) => ({ cd_pessoa: n.cd, cd_estagio_vaga: n.estagio })),
        },
      },
      fallback: M.falha.relacionarVarios,
      guarda: 'relacionar',
    });
    if (ok) {
      setNovos([]);
      setAdicionando(false);
    }
  }

  const titulosConfirmacao = {
    reprovar: ['Reprovar candidato', 'Confirma a reprovação de'],
    restaurar: ['Restaurar candidato', 'Confirma restaurar'],
    voltar: ['Voltar para pendente', 'Confirma voltar para pendente a aprovação de'],
  } as const;

  const colunas: ColunaLista<Linha>[] = [
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
          {l.ID_POSSUE_DEFICIENCIA === 'S' && (
            <Badge size="xs" color="violet" title="Pessoa com deficiência" {...INTEIRO}>
              PCD
            </Badge>
          )}
          {l.ID_DESTAQUE === 'S' && (
            <Badge size="xs" color="orange" title="Candidato em destaque" {...INTEIRO}>
              HOT
            </Badge>
          )}
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
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <CandidatoPicker
              label="Pesquisar candidato"
              value={escolhido}
              onChange={(cd, row) => void adicionarCandidato(cd, row?.NM_PESSOA ?? '')}
            />
            {novos.length === 0 ? (
              <Text size="sm" c="gray.7">
                Nenhum candidato escolhido.
              </Text>
            ) : (
              novos.map((n) => (
                <Group key={n.cd} gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ flex: 1 }}>
                    {n.nome} ({n.cd})
                  </Text>
                  <Select
                    label={`Estágio de ${n.nome}`}
                    data={OPCOES_ESTAGIO}
                    value={String(n.estagio)}
                    allowDeselect={false}
                    onChange={(v) =>
                      setNovos((l) => l.map((x) => (x.cd === n.cd ? { ...x, estagio: Number(v ?? 3) } : x)))
                    }
                    w={200}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover ${n.nome}`}
                    onClick={() => setNovos((l) => l.filter((x) => x.cd !== n.cd))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setNovos([]);
                  setAdicionando(false);
                }}
              >
                Cancelar
              </Button>
              <Button onClick={salvarNovos} disabled={novos.length === 0} loading={executando}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

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
              {l.ID_SITUACAO === null && <Menu.Item onClick={() => void abrirAprovar(l)}>Aprovar</Menu.Item>}
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
              {podeVoltarPendente(l, {
                cdTipoContratacao: l.CD_TIPO_CONTRATACAO,
                cdSituacao: l.CD_SITUACAO_ATUAL_VAGA,
              }) && (
                <Menu.Item onClick={() => void pedirConfirmacao({ tipo: 'voltar', linha: l })}>
                  Voltar para pendente
                </Menu.Item>
              )}
              <Menu.Item onClick={() => setCurriculo(l)}>Gerar currículo</Menu.Item>
              <Menu.Item onClick={() => setHistorico(l)}>Histórico</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        larguraMinima={900}
      />

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
