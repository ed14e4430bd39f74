import { formatarData } from '@backoffice/domain/datas';
import {
  type CandidatoGrupoLinha,
  candidatosNovos,
  erroObservacoesCandidato,
  type GrupoLinha,
  LIMITES_GRUPO,
  MENSAGENS_GRUPO as M,
} from '@backoffice/domain/grupo';
import { ActionIcon, Anchor, Button, Drawer, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { CandidatoPicker } from '../../components/pickers/search-pickers';
import { notify } from '../../lib/notify';
import { useTabs } from '../../lib/tabs';
import {
  type CandidatoParaAdicionar,
  useAdicionarCandidatos,
  useCandidatosGrupo,
  useExcluirCandidato,
} from './api-grupos';
import { PerfilCandidatoPainel } from './perfil-candidato-painel';

export interface CandidatosGrupoPainelProps {
  /** The group shown; null closes the panel. */
  grupo: GrupoLinha | null;
  /** False while another tab is on screen: the panel hides and keeps its state. */
  visivel?: boolean;
  onClose: () => void;
  perfilCandidato?: (cdPessoa: number) => ReactNode;
}

/** The candidates picked in the add mode, each with its notes box (spec 001 §2.11, §5). */
function ModoAdicionar({
  grupo,
  noGrupo,
  onSair,
}: {
  grupo: GrupoLinha;
  noGrupo: readonly CandidatoGrupoLinha[];
  onSair: () => void;
}) {
  const [escolhidos, setEscolhidos] = useState<CandidatoParaAdicionar[]>([]);
  const [erros, setErros] = useState<Record<number, string>>({});
  // a new picker after each choice, so it starts blank again
  const [chavePicker, setChavePicker] = useState(0);
  const adicionar = useAdicionarCandidatos(grupo.CD_TIPO_GRUPO_CANDIDATO);

  function escolher(cdPessoa: number | null, nome: string | null) {
    if (cdPessoa === null) return;
    setChavePicker((k) => k + 1);
    const ja = noGrupo.find((c) => c.CD_PESSOA === cdPessoa);
    if (ja) {
      notify.aviso(M.candidatoJaNoGrupo([ja.NM_PESSOA]));
      return;
    }
    if (escolhidos.some((c) => c.cd_pessoa === cdPessoa)) return;
    setEscolhidos((l) => [
      ...l,
      { cd_pessoa: cdPessoa, nm_pessoa: nome ?? String(cdPessoa), ds_observacoes: '' },
    ]);
  }

  function mudarObservacoes(cdPessoa: number, texto: string) {
    setEscolhidos((l) => l.map((c) => (c.cd_pessoa === cdPessoa ? { ...c, ds_observacoes: texto } : c)));
    if (erros[cdPessoa]) {
      const e = erroObservacoesCandidato(texto);
      setErros((x) => {
        const { [cdPessoa]: _, ...resto } = x;
        return e ? { ...resto, [cdPessoa]: e } : resto;
      });
    }
  }

  function salvar() {
    const novosErros: Record<number, string> = {};
    for (const c of escolhidos) {
      const e = erroObservacoesCandidato(c.ds_observacoes);
      if (e) novosErros[c.cd_pessoa] = e;
    }
    setErros(novosErros);
    if (Object.keys(novosErros).length > 0) return;
    const enviar = candidatosNovos(
      escolhidos.map((c) => ({ ...c, ds_observacoes: c.ds_observacoes.trim() })),
      noGrupo.map((c) => c.CD_PESSOA),
    );
    if (enviar.length === 0) return;
    adicionar.mutate(enviar, onSair);
  }

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="titulo-adicionar-candidatos">
      <Stack gap="sm">
        <Title order={3} size="h5" id="titulo-adicionar-candidatos">
          Adicionar candidatos
        </Title>
        <CandidatoPicker
          key={chavePicker}
          label="Buscar candidato"
          value={null}
          onChange={(cd, linha) => escolher(cd, linha?.NM_PESSOA ?? null)}
          comboboxProps={{ withinPortal: true }}
        />
        {escolhidos.length === 0 ? (
          <Text size="sm" c="gray.7">
            Busque e escolha os candidatos a adicionar; cada um pode ter suas observações.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Candidatos a adicionar"
          >
            {escolhidos.map((c) => (
              <li key={c.cd_pessoa}>
                <Paper withBorder p="xs" radius="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={600}>
                      {c.nm_pessoa}{' '}
                      <Text span size="xs" c="gray.7">
                        (código {c.cd_pessoa})
                      </Text>
                    </Text>
                    <Tooltip label="Remover da lista">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remover ${c.nm_pessoa} da lista`}
                        onClick={() => setEscolhidos((l) => l.filter((x) => x.cd_pessoa !== c.cd_pessoa))}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <CounterTextarea
                    label={`Observações de ${c.nm_pessoa}`}
                    value={c.ds_observacoes}
                    onChange={(v) => mudarObservacoes(c.cd_pessoa, v)}
                    max={LIMITES_GRUPO.observacoesMax}
                    error={erros[c.cd_pessoa]}
                    minRows={2}
                  />
                </Paper>
              </li>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onSair} disabled={adicionar.isPending}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={adicionar.isPending} disabled={escolhidos.length === 0}>
            Salvar candidatos
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'Ver candidatos' (spec 001 §2.11): the group's candidates in a side panel, with a filter, delete
 * per candidate (confirmed), the add mode, the code opening the candidate's data tab and the name
 * opening the profile panel. Esc closes the panel (or, first, whatever is open over it).
 */
export function CandidatosGrupoPainel({
  grupo,
  visivel = true,
  onClose,
  perfilCandidato,
}: CandidatosGrupoPainelProps) {
  const abas = useTabs();
  const cdGrupo = grupo?.CD_TIPO_GRUPO_CANDIDATO ?? null;
  const lista = useCandidatosGrupo(cdGrupo);
  const excluir = useExcluirCandidato(cdGrupo ?? 0);
  const [adicionando, setAdicionando] = useState(false);
  const [aExcluir, setAExcluir] = useState<CandidatoGrupoLinha | null>(null);
  const [perfil, setPerfil] = useState<{ cdPessoa: number; nome: string } | null>(null);
  const [grupoAnterior, setGrupoAnterior] = useState(cdGrupo);

  // another group starts outside the add mode
  if (grupoAnterior !== cdGrupo) {
    setGrupoAnterior(cdGrupo);
    setAdicionando(false);
    setPerfil(null);
  }

  const colunas = useMemo<ColunaLista<CandidatoGrupoLinha>[]>(
    () => [
      {
        id: 'codigo',
        titulo: 'Código',
        celula: (c) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              abas.abrir('DadosCandidato', { cdPessoaCandidato: c.CD_PESSOA }, { titulo: c.NM_PESSOA })
            }
            aria-label={`${c.CD_PESSOA}: abrir os dados de ${c.NM_PESSOA}`}
          >
            {c.CD_PESSOA}
          </Anchor>
        ),
        ordenar: (c) => c.CD_PESSOA,
        largura: 100,
      },
      {
        id: 'nome',
        titulo: 'Nome',
        celula: (c) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() => setPerfil({ cdPessoa: c.CD_PESSOA, nome: c.NM_PESSOA })}
            aria-label={`${c.NM_PESSOA}: ver perfil`}
          >
            {c.NM_PESSOA}
          </Anchor>
        ),
        ordenar: (c) => c.NM_PESSOA,
      },
      {
        id: 'cidade',
        titulo: 'Cidade',
        celula: (c) => (c.NM_CIDADE ? `${c.NM_CIDADE}${c.CD_UF ? `/${c.CD_UF}` : ''}` : '-'),
        ordenar: (c) => c.NM_CIDADE,
      },
      {
        id: 'adicionado',
        titulo: 'Adicionado em',
        celula: (c) => formatarData(c.CRIADO_EM),
        ordenar: (c) => comoData(c.CRIADO_EM),
        largura: 120,
      },
      {
        id: 'observacoes',
        titulo: 'Observações',
        celula: (c) =>
          c.DS_OBSERVACOES ? (
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {c.DS_OBSERVACOES}
            </Text>
          ) : (
            '-'
          ),
      },
    ],
    [abas],
  );

  const algoPorCima = aExcluir !== null || perfil !== null;

  return (
    <>
      <Drawer
        opened={grupo !== null && visivel}
        keepMounted
        onClose={onClose}
        position="right"
        size="xl"
        title={grupo ? `Candidatos do grupo ${grupo.NM_TIPO_GRUPO_CANDIDATO}` : 'Candidatos do grupo'}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        closeOnEscape={!algoPorCima}
        trapFocus={!algoPorCima}
      >
        {grupo && (
          <Stack gap="md">
            <Text size="sm" c="gray.7">
              {grupo.NM_EMPRESA} · {grupo.NM_CARGO} · criado por {grupo.CRIADO_POR}
            </Text>
            {adicionando ? (
              <ModoAdicionar grupo={grupo} noGrupo={lista.data ?? []} onSair={() => setAdicionando(false)} />
            ) : null}
            <TabelaLista
              key={grupo.CD_TIPO_GRUPO_CANDIDATO}
              rotulo={`Candidatos do grupo ${grupo.NM_TIPO_GRUPO_CANDIDATO}`}
              colunas={colunas}
              linhas={lista.data}
              carregando={lista.isPending}
              chave={(c) => c.CD_PESSOA}
              filtro
              ordenacaoInicial={{ id: 'nome' }}
              vazio={lista.isError ? M.erroBuscarCandidatos : 'Nenhum candidato neste grupo.'}
              dicaVazio={lista.isError ? undefined : 'Use Adicionar candidatos para incluir candidatos.'}
              ferramentas={
                adicionando ? undefined : (
                  <Button
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setAdicionando(true)}
                  >
                    Adicionar candidatos
                  </Button>
                )
              }
              acoes={(c) => (
                <Tooltip label="Excluir do grupo">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Excluir ${c.NM_PESSOA} do grupo`}
                    onClick={() => setAExcluir(c)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              larguraMinima={640}
            />
          </Stack>
        )}
      </Drawer>
      <ConfirmDialog
        opened={aExcluir !== null}
        title="Excluir candidato"
        message={M.confirmarExclusao}
        confirmLabel="Excluir"
        confirmColor="red"
        loading={excluir.isPending}
        onCancel={() => setAExcluir(null)}
        onConfirm={() => {
          if (aExcluir) excluir.mutate(aExcluir.CD_PESSOA, () => setAExcluir(null));
        }}
      />
      <PerfilCandidatoPainel
        candidato={perfil}
        onClose={() => setPerfil(null)}
        perfilCandidato={perfilCandidato}
      />
    </>
  );
}
