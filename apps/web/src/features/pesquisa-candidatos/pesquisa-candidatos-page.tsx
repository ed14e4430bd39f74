import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_PESQUISA_CANDIDATOS as CP } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { CONTRATOS_VAGA_INFO as C } from '@backoffice/domain/contratos/vaga-info';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { MENSAGENS_PESQUISA, type PesquisaCandidatoLinha } from '@backoffice/domain/pesquisa-candidatos';
import { pesquisaCandidatosBody } from '@backoffice/domain/pesquisa-filtros';
import { Alert, Badge, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AgendamentoModal, type ChaveAgendamento } from '../../components/agendamento/agendamento-modal';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { LoadingState } from '../../components/controls/list-states';
import { ApiError } from '../../lib/api-client';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { useUltimoDefinido } from '../../lib/use-ultimo-definido';
import { CurriculoResumidoModal } from './candidato-modais';
import { corpoPesquisa, type FiltrosForm, filtrosDoPerfil, filtrosVazios, secaoDoCampo } from './filtros';
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
    ...consulta(C.infoVaga, { params: { nrVaga } }, 'Não foi possível carregar a vaga.'),
  });
  // the filters as typed; the search's schema checks them as the body they make
  const f = useFormulario(pesquisaCandidatosBody, filtrosVazios(), (v) => corpoPesquisa(v, nrVaga));
  const [secao, setSecao] = useState('basicos');
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [bloqueio, setBloqueio] = useState<string | null>(null);
  const pesquisa = useAcao(CP.pesquisar, {
    fallback: MENSAGENS_PESQUISA.erroBuscar,
    silencioso: true,
    aoConcluir: (r) => {
      setResultado({ nrSelecao: r.nr_selecao, totalLabel: r.total_label, linhas: r.candidatos });
      setSecao('candidatos');
    },
  });
  const gravacao = useAcao(CONTRATOS_VAGA_RELACIONAR.gravarPerfilVaga, {
    fallback: MENSAGENS_PESQUISA.erroGravarPerfil,
    silencioso: true,
    sucesso: (r) => r?.message ?? MENSAGENS_PESQUISA.perfilGravado,
  });
  const [curriculo, setCurriculo] = useState<PesquisaCandidatoLinha | null>(null);
  const [historico, setHistorico] = useState<PesquisaCandidatoLinha | null>(null);
  const [agendar, setAgendar] = useState<PesquisaCandidatoLinha | null>(null);
  // the modal keeps its candidate while it closes
  const agendado = useUltimoDefinido(agendar);
  const [agendamentos, setAgendamentos] = useState<Record<number, ChaveAgendamento>>({});

  const { reset } = f.form;
  useEffect(() => {
    if (!info.data) return;
    const inicial = filtrosDoPerfil(info.data.PERFIL_PESQUISA);
    // a vacancy for people with disabilities starts filtered on them (the chip removes it)
    reset(info.data.ID_VAGA_PCD === 'S' ? { ...inicial, selectDeficiencia: 'S' } : inicial);
  }, [info.data, reset]);

  const filtros = f.form.watch();
  const mudar = (novos: FiltrosForm) => {
    for (const k of Object.keys(novos) as (keyof FiltrosForm)[])
      if (novos[k] !== filtros[k]) f.definir(k, novos[k]);
  };

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

  // a refused filter shows beside its field, in its section
  const mostrarRecusa = (mensagens: Record<string, string>) => {
    const [campo] = Object.keys(mensagens);
    if (campo) setSecao(secaoDoCampo(campo));
  };
  const pesquisar = f.aoEnviar(async (corpo) => {
    try {
      await pesquisa.mutateAsync({ corpo });
    } catch (e) {
      // the vacancy's block replaces the panel; a lost session is handled by the client
      if (e instanceof ApiError && e.status === 409) setBloqueio(e.message);
      else if (!(e instanceof ApiError && e.status === 401)) throw e;
    }
  }, mostrarRecusa);
  // the search form builds the same body as the search itself
  const gravar = f.aoEnviar(
    (corpo) =>
      gravacao.mutateAsync({
        corpo: corpo as PedidoDe<typeof CONTRATOS_VAGA_RELACIONAR.gravarPerfilVaga>['corpo'],
      }),
    mostrarRecusa,
  );

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
      {vaga.ID_VAGA_PCD === 'S' && filtros.selectDeficiencia === 'S' && (
        <Group gap="xs">
          <Badge
            size="lg"
            variant="light"
            color="grape"
            data-testid="filtro-vaga-pcd"
            rightSection={
              <CloseButton
                size="xs"
                aria-label="Remover o filtro de vaga PCD"
                onClick={() => mudar({ ...filtros, selectDeficiencia: 'N', deficiencias: [] })}
              />
            }
          >
            Vaga PCD: só candidatos com deficiência
          </Badge>
        </Group>
      )}
      <AlertaFormulario mensagem={f.erroGeral} />
      <PesquisaPainel
        filtros={filtros}
        onChange={mudar}
        onPesquisar={() => void pesquisar()}
        onGravar={() => void gravar()}
        onLimpar={() => reset(filtrosVazios())}
        pesquisando={pesquisa.isPending}
        gravando={gravacao.isPending}
        erro={f.erro}
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
