import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { formatarData } from '@backoffice/domain/datas';
import { ESTAGIOS_RELACIONAR, type EstagioRelacionar } from '@backoffice/domain/pesquisa-candidatos';
import type { CandidatoWebLinha } from '@backoffice/domain/vaga-candidatos';
import { CATALOGO_ESTAGIOS_VAGA } from '@backoffice/domain/vaga-estagio';
import { Anchor, Badge, Button, Group, Radio, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AgendamentoModal } from '../../components/agendamento/agendamento-modal';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { useTabs } from '../../lib/tabs';
import { consultaLista, M, useAcaoVaga } from './api';

const NOME_ESTAGIO = new Map(CATALOGO_ESTAGIOS_VAGA.map((e) => [e.cd, e.nome]));

type Linha = CandidatoWebLinha;

const localidade = (l: Linha) => [l.NM_BAIRRO, l.NM_CIDADE].filter(Boolean).join(' - ');

export interface AbaWebProps {
  nrVaga: number;
  cdPessoaCliente: number | null;
  cdPessoaAnalista: number | null;
}

/** The vacancy's web applicants (spec 001 §2.3). */
export function AbaWeb({ nrVaga, cdPessoaCliente, cdPessoaAnalista }: AbaWebProps) {
  const tabs = useTabs();
  const q = useQuery(consultaLista(nrVaga, 'candidatos-web'));
  const linhas = q.data ?? [];
  const { executar, verificarSituacao, executando } = useAcaoVaga(nrVaga);
  const [relacionando, setRelacionando] = useState<Linha | null>(null);
  const [estagio, setEstagio] = useState<EstagioRelacionar>(3);
  const [descartando, setDescartando] = useState<Linha | null>(null);
  const [descartarVistos, setDescartarVistos] = useState(false);
  const [agendando, setAgendando] = useState<Linha | null>(null);
  const [historico, setHistorico] = useState<Linha | null>(null);
  const vistos = linhas.filter((l) => l.ID_VISTO === 'S').length;

  const guardar = async (acao: 'relacionar' | 'descartar' | 'agendar', seguir: () => void) => {
    if (await verificarSituacao(acao).catch(() => false)) seguir();
  };

  const colunas: ColunaLista<Linha>[] = [
    {
      id: 'visto',
      titulo: 'Visto',
      celula: (l) => (
        <Switch
          aria-label={`Visto: ${l.NM_PESSOA}`}
          checked={l.ID_VISTO === 'S'}
          disabled={executando}
          onChange={(e) =>
            void executar({
              contrato: C.atualizarVisto,
              pedido: {
                corpo: {
                  nr_requisicao: l.NR_REQUISICAO,
                  cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
                  id_visto: e.currentTarget.checked ? 'S' : 'N',
                },
              },
              fallback: M.falha.visto,
              sucesso: false,
            })
          }
        />
      ),
      ordenar: (l) => l.ID_VISTO,
    },
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => (
        <>
          <Group gap={4}>
            <Text size="sm" fw={l.ID_VISTO === 'S' ? 400 : 600}>
              {l.NM_PESSOA}
            </Text>
            {l.ID_TIPO === 'ELASTIC' && (
              <Badge size="xs" variant="light">
                pesquisa
              </Badge>
            )}
          </Group>
          <Text size="xs" c="gray.7">
            Código {l.CD_PESSOA_CANDIDATO}
          </Text>
        </>
      ),
      ordenar: (l) => l.NM_PESSOA,
    },
    {
      id: 'localidade',
      titulo: 'Localidade',
      celula: (l) => <Text size="sm">{localidade(l) || '—'}</Text>,
      ordenar: localidade,
    },
    {
      id: 'inscricao',
      titulo: 'Inscrição',
      celula: (l) => <Text size="sm">{formatarData(l.CRIADO_EM)}</Text>,
      ordenar: (l) => comoData(l.CRIADO_EM),
    },
    {
      id: 'relacionamento',
      titulo: 'Relacionamento',
      celula: (l) =>
        l.POSSUI_RELACIONAMENTO === 'S' ? (
          <Text size="xs">
            Vaga {l.NR_VAGA_RELACIONADA} · {l.ANALISTA ?? '—'} · {formatarData(l.DT_DO_RELACIONAMENTO)}
            {l.NM_CLIENTE ? ` · ${l.NM_CLIENTE}` : ''}
          </Text>
        ) : (
          <Text size="xs" c="gray.7">
            Sem relacionamento
          </Text>
        ),
      ordenar: (l) => (l.POSSUI_RELACIONAMENTO === 'S' ? comoData(l.DT_DO_RELACIONAMENTO) : null),
    },
  ];

  return (
    <Stack gap="sm">
      <TabelaLista
        rotulo="Candidatos web"
        colunas={colunas}
        linhas={linhas}
        carregando={q.isPending}
        chave={(l) => l.CD_PESSOA_CANDIDATO}
        filtro
        propsLinha={(l) => ({ 'data-testid': `web-${l.CD_PESSOA_CANDIDATO}` })}
        ferramentas={
          <Button
            color="red"
            variant="light"
            disabled={vistos === 0}
            onClick={() => void guardar('descartar', () => setDescartarVistos(true))}
          >
            Descartar Vistos
          </Button>
        }
        acoes={(l) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Button
              size="compact-xs"
              onClick={() =>
                void guardar('relacionar', () => {
                  setEstagio(3);
                  setRelacionando(l);
                })
              }
            >
              Relacionar
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => void guardar('agendar', () => setAgendando(l))}
            >
              Agendar
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => void guardar('descartar', () => setDescartando(l))}
            >
              Descartar
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setHistorico(l)}>
              Histórico
            </Button>
            <Anchor
              component="button"
              size="xs"
              onClick={() => tabs.abrir('DadosCandidato', { cdPessoaCandidato: l.CD_PESSOA_CANDIDATO })}
            >
              Dados
            </Anchor>
          </Group>
        )}
        larguraMinima={900}
      />

      <ConfirmDialog
        opened={relacionando !== null}
        title="Relacionar candidato"
        message={
          <Stack gap="xs">
            <Text>
              Relacionar {relacionando?.NM_PESSOA} à vaga {nrVaga} no estágio:
            </Text>
            <Radio.Group
              label="Estágio"
              value={String(estagio)}
              onChange={(v) => setEstagio(Number(v) as EstagioRelacionar)}
            >
              <Stack gap={4} mt={4}>
                {ESTAGIOS_RELACIONAR.map((e) => (
                  <Radio key={e} value={String(e)} label={NOME_ESTAGIO.get(e)} />
                ))}
              </Stack>
            </Radio.Group>
          </Stack>
        }
        confirmLabel="Relacionar"
        loading={executando}
        onCancel={() => setRelacionando(null)}
        onConfirm={() => {
          const l = relacionando;
          if (!l) return;
          void executar({
            contrato: CONTRATOS_VAGA_RELACIONAR.relacionarCandidato,
            pedido: {
              corpo: {
                cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
                nr_vaga: nrVaga,
                cd_estagio_vaga: estagio,
              },
            },
            fallback: M.falha.relacionarWeb,
            guarda: 'relacionar',
          }).then(() => setRelacionando(null));
        }}
      />
      <ConfirmDialog
        opened={descartando !== null}
        title="Descartar candidato"
        message={`Confirma descartar ${descartando?.NM_PESSOA ?? ''} dos candidatos web desta vaga?`}
        confirmLabel="Descartar"
        confirmColor="red"
        loading={executando}
        onCancel={() => setDescartando(null)}
        onConfirm={() => {
          const l = descartando;
          if (!l) return;
          void executar({
            contrato: C.descartarWeb,
            pedido: {
              corpo: {
                cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
                nr_requisicao: l.NR_REQUISICAO,
                nr_vaga: nrVaga,
              },
            },
            fallback: M.falha.descartarWeb,
            guarda: 'descartar',
          }).then(() => setDescartando(null));
        }}
      />
      <ConfirmDialog
        opened={descartarVistos}
        title="Descartar vistos"
        message={`Confirma descartar os ${vistos} candidatos web já vistos?`}
        confirmLabel="Descartar"
        confirmColor="red"
        loading={executando}
        onCancel={() => setDescartarVistos(false)}
        onConfirm={() =>
          void executar({
            contrato: C.descartarVistosWeb,
            pedido: { corpo: { nr_vaga: nrVaga } },
            fallback: M.falha.descartarWeb,
            guarda: 'descartar',
          }).then(() => setDescartarVistos(false))
        }
      />
      {agendando && (
        <AgendamentoModal
          opened
          cdPessoa={agendando.CD_PESSOA_CANDIDATO}
          nome={agendando.NM_PESSOA}
          nrVaga={nrVaga}
          cdPessoaCliente={cdPessoaCliente}
          cdPessoaAnalista={cdPessoaAnalista}
          onClose={() => setAgendando(null)}
          onSalvo={() => setAgendando(null)}
        />
      )}
      {historico && (
        <HistoricoVagasModal
          cdPessoa={historico.CD_PESSOA_CANDIDATO}
          nome={historico.NM_PESSOA}
          onClose={() => setHistorico(null)}
        />
      )}
    </Stack>
  );
}
