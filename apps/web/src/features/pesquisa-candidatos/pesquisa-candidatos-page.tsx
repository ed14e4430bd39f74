import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_PESQUISA_CANDIDATOS as CP } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { CONTRATOS_VAGA_INFO as C } from '@backoffice/domain/contratos/vaga-info';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { MENSAGENS_PESQUISA, type PesquisaCandidatoLinha } from '@backoffice/domain/pesquisa-candidatos';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AgendamentoModal, type ChaveAgendamento } from '../../components/agendamento/agendamento-modal';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { LoadingState } from '../../components/controls/list-states';
import { ApiError, chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useUltimoDefinido } from '../../lib/use-ultimo-definido';
import { CurriculoResumidoModal } from './candidato-modais';
import { corpoPesquisa, type FiltrosForm, filtrosDoPerfil, filtrosVazios } from './filtros';
import { PesquisaPainel } from './pesquisa-painel';
import { ResultadosTabela } from './resultados-tabela';

interface Resultado {
  nrSelecao: number;
  totalLabel: string;
  linhas: PesquisaCandidatoLinha[];
}

export interface PesquisaVagaProps {
  nrVaga: number;
}

/** The search of one vacancy: its profile as starting filters, the results in the Candidatos section. */
export function PesquisaVaga({ nrVaga }: PesquisaVagaProps) {
  const info = useQuery({
    queryKey: ['vaga', 'info-vaga', nrVaga],
    queryFn: consultaDe(C.infoVaga, { params: { nrVaga } }, 'Não foi possível carregar a vaga.'),
  });
  const [filtros, setFiltros] = useState<FiltrosForm>(() => filtrosVazios());
  const [secao, setSecao] = useState('basicos');
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [bloqueio, setBloqueio] = useState<string | null>(null);
  const [pesquisando, setPesquisando] = useState(false);
  const [gravando, setGravando] = useState(false);
  const [curriculo, setCurriculo] = useState<PesquisaCandidatoLinha | null>(null);
  const [historico, setHistorico] = useState<PesquisaCandidatoLinha | null>(null);
  const [agendar, setAgendar] = useState<PesquisaCandidatoLinha | null>(null);
  // the modal keeps its candidate while it closes
  const agendado = useUltimoDefinido(agendar);
  const [agendamentos, setAgendamentos] = useState<Record<number, ChaveAgendamento>>({});

  useEffect(() => {
    if (info.data) setFiltros(filtrosDoPerfil(info.data.PERFIL_PESQUISA));
  }, [info.data]);

  if (info.isPending) return <LoadingState />;
  if (info.isError) {
    const e = info.error;
    return (
      <Alert color="red" title={`Vaga ${nrVaga}`}>
        {e instanceof ApiError ? e.message : 'Não foi possível carregar a vaga.'}
      </Alert>
    );
  }
  const vaga = info.data;
  if (vaga.VAGA_CONGELADA === 'S') {
    return (
      <Alert color="yellow" title={`Vaga ${nrVaga}`}>
        {MENSAGENS_PESQUISA.vagaCongelada}
      </Alert>
    );
  }
  const atrasadas = vaga.VAGAS_ATRASADAS_USUARIO ?? [];
  const bloqueioPainel = bloqueio ?? (atrasadas.length ? MENSAGENS_PESQUISA.vagasAtrasadas(atrasadas) : null);
  if (bloqueioPainel) {
    return (
      <Alert color="yellow" title={`Vaga ${nrVaga}`}>
        {bloqueioPainel}
      </Alert>
    );
  }

  async function pesquisar() {
    setPesquisando(true);
    try {
      const r = await chamar(
        CP.pesquisar,
        { corpo: corpoPesquisa(filtros, nrVaga) },
        { notificar: false, fallback: MENSAGENS_PESQUISA.erroBuscar },
      );
      setResultado({ nrSelecao: r.nr_selecao, totalLabel: r.total_label, linhas: r.candidatos });
      setSecao('candidatos');
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setBloqueio(e.message);
      else if (e instanceof ApiError && e.status !== 401) notify.erro(e.message);
    } finally {
      setPesquisando(false);
    }
  }

  async function gravar() {
    setGravando(true);
    try {
      const r = await chamar(
        CONTRATOS_VAGA_RELACIONAR.gravarPerfilVaga,
        // the search form builds the same body as the search itself
        {
          corpo: corpoPesquisa(filtros, nrVaga) as PedidoDe<
            typeof CONTRATOS_VAGA_RELACIONAR.gravarPerfilVaga
          >['corpo'],
        },
        { fallback: MENSAGENS_PESQUISA.erroGravarPerfil },
      );
      notify.sucesso(r?.message ?? MENSAGENS_PESQUISA.perfilGravado);
    } catch {
      // the client already showed the message
    } finally {
      setGravando(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={4}>Vaga {vaga.NR_VAGA}</Title>
        <Text c="dimmed" size="sm">
          {[vaga.NM_CARGO_CLIENTE ?? vaga.NM_CARGO, vaga.NM_APELIDO_CLIENTE ?? vaga.NM_PESSOA_CLIENTE]
            .filter(Boolean)
            .join(' - ')}
        </Text>
      </Group>
      <PesquisaPainel
        filtros={filtros}
        onChange={setFiltros}
        onPesquisar={pesquisar}
        onGravar={gravar}
        onLimpar={() => setFiltros(filtrosVazios())}
        pesquisando={pesquisando}
        gravando={gravando}
        secao={secao}
        onSecao={setSecao}
        abaCandidatos={
          resultado ? (
            <ResultadosTabela
              nrVaga={nrVaga}
              nrSelecao={resultado.nrSelecao}
              totalLabel={resultado.totalLabel}
              linhas={resultado.linhas}
              onLinhas={(f) => setResultado((r) => (r ? { ...r, linhas: f(r.linhas) } : r))}
              onAbrirCandidato={setCurriculo}
              onHistorico={setHistorico}
              onAgendar={setAgendar}
              agendados={new Set(Object.keys(agendamentos).map(Number))}
            />
          ) : undefined
        }
      />
      <CurriculoResumidoModal
        cdPessoa={curriculo?.CD_PESSOA ?? null}
        nrVaga={nrVaga}
        relacionado={curriculo?.POSSUI_RELACIONAMENTO === 'RELACIONADO'}
        onClose={() => setCurriculo(null)}
        onAgendar={() => {
          setAgendar(curriculo);
          setCurriculo(null);
        }}
        temAgendamento={curriculo !== null && curriculo.CD_PESSOA in agendamentos}
        onRelacionado={(cd, estagio) =>
          setResultado((r) =>
            r
              ? {
                  ...r,
                  linhas: r.linhas.map((l) =>
                    l.CD_PESSOA === cd
                      ? { ...l, POSSUI_RELACIONAMENTO: 'RELACIONADO', CD_ESTAGIO_VAGA: estagio }
                      : l,
                  ),
                }
              : r,
          )
        }
      />
      <AgendamentoModal
        opened={agendar !== null}
        cdPessoa={agendado?.CD_PESSOA ?? 0}
        nome={agendado?.NM_PESSOA ?? ''}
        nrVaga={nrVaga}
        cdPessoaCliente={vaga.CD_PESSOA_CLIENTE}
        cdPessoaAnalista={vaga.CD_PESSOA_ANALISTA}
        existente={agendado ? (agendamentos[agendado.CD_PESSOA] ?? null) : null}
        onClose={() => setAgendar(null)}
        onSalvo={(k) => setAgendamentos((a) => ({ ...a, [k.cdPessoa]: k }))}
      />
      <HistoricoVagasModal
        cdPessoa={historico?.CD_PESSOA ?? null}
        nome={historico?.NM_PESSOA ?? ''}
        onClose={() => setHistorico(null)}
      />
    </Stack>
  );
}
