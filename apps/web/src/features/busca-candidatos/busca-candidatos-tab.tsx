import {
  type BuscaCandidatoLinha,
  caminhoFiltrosBusca,
  filtrosDoPainel,
  LIMITES_BUSCA_CANDIDATOS as L,
  lerFiltrosBusca,
  limiteAtingido,
  MENSAGENS_BUSCA_CANDIDATOS as M,
  type PainelBusca,
} from '@backoffice/domain/candidato-busca';
import { normalizarBusca } from '@backoffice/domain/controles';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconEdit, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CpfInput } from '../../components/controls/masked-input';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { useCidades } from '../../components/pickers/picker-queries';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import { type BuscaPedida, useBuscaCandidatos, useCidadePadrao } from './api-busca-candidatos';

const PAINEL_VAZIO: PainelBusca = {
  cpf: '',
  nome: '',
  codigo: '',
  apenasBloqueados: false,
  uf: null,
  cidade: null,
};

/** The refusals of the panel's fields, shown under each; the others above the buttons. */
const ERROS_DO_CAMPO = {
  nome: [M.nomeCurto, M.nomeLongo],
  cpf: [M.cpfInvalido],
  codigo: [M.codigoInvalido],
} as const satisfies Record<string, readonly string[]>;

function erroDe(erros: readonly string[], campo: keyof typeof ERROS_DO_CAMPO): string | undefined {
  return erros.find((e) => (ERROS_DO_CAMPO[campo] as readonly string[]).includes(e));
}

const doCampo = new Set<string>(Object.values(ERROS_DO_CAMPO).flat());

/**
 * The select's clear button, reachable by keyboard and named (Mantine hides it from both): a
 * search across every state needs the state cleared.
 */
const botaoLimpar = (rotulo: string) => ({
  'aria-label': rotulo,
  'aria-hidden': false,
  tabIndex: 0,
  // 28 px: a target of at least 24 px (WCAG 2.2)
  size: 'md',
});

const COLUNAS: ColunaLista<BuscaCandidatoLinha>[] = [
  {
    id: 'codigo',
    titulo: 'Código',
    celula: (l) => l.CODIGO_PESSOA,
    ordenar: (l) => l.CODIGO_PESSOA,
    largura: 100,
  },
  {
    id: 'nome',
    titulo: 'Nome',
    celula: (l) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{l.NOME_PESSOA}</Text>
        {l.ID_DESTAQUE === 'S' && (
          <Badge color="orange" variant="filled" size="sm" title="Candidato em destaque">
            HOT
          </Badge>
        )}
        {l.ID_BLOQUEADO === 'S' && (
          <Badge color="red" variant="light" size="sm">
            Bloqueado
          </Badge>
        )}
      </Group>
    ),
    ordenar: (l) => l.NOME_PESSOA,
  },
  {
    id: 'cidade',
    titulo: 'Cidade',
    celula: (l) => (l.CIDADE ? `${l.CIDADE}${l.UF ? ` - ${l.UF}` : ''}` : '-'),
    ordenar: (l) => l.CIDADE,
  },
  {
    id: 'criado',
    titulo: 'Criado em',
    celula: (l) => formatarData(l.DATA_CRIACAO),
    ordenar: (l) => comoData(l.DATA_CRIACAO),
  },
  {
    id: 'alterado',
    titulo: 'Alterado em',
    celula: (l) => formatarDataHora(l.ALTERADO_EM),
    ordenar: (l) => comoData(l.ALTERADO_EM),
  },
  {
    id: 'alteradoPor',
    titulo: 'Alterado por',
    celula: (l) => l.ALTERADO_POR ?? '-',
    ordenar: (l) => l.ALTERADO_POR,
  },
];

/**
 * Busca de Candidatos (spec 001 §2.14): CPF, name, code, 'Apenas bloqueados', state and city (starting
 * at the user's default city); Enter applies the filters while the panel is open. At most 200 rows,
 * with the spec's warning when the count reaches the cap; each row opens the candidate's data.
 */
export function BuscaCandidatosTab() {
  const usuario = useUsuario();
  const tabs = useTabs();
  const idPainel = useId();
  const padrao = useCidadePadrao(usuario?.user_sip ?? null, usuario?.cd_unid ?? null);
  const [painel, setPainel] = useState<PainelBusca>(PAINEL_VAZIO);
  const [padraoAplicado, setPadraoAplicado] = useState(false);
  const [aberto, setAberto] = useState(true);
  const [erros, setErros] = useState<string[]>([]);
  const [busca, setBusca] = useState<BuscaPedida | null>(null);
  const { linhas, contagem } = useBuscaCandidatos(busca);
  const cidades = useCidades(painel.uf, 1);

  const comPadrao = (p: PainelBusca): PainelBusca =>
    padrao ? { ...p, uf: padrao.CD_UF, cidade: padrao.NM_CIDADE } : p;

  // the default place arrives once; adjusted while rendering, not in an effect
  if (!padraoAplicado && padrao) {
    setPadraoAplicado(true);
    setPainel((p) => comPadrao(p));
  }
  // the city as the state's list writes it (the default may come as 'JOINVILLE')
  const grafia = painel.cidade
    ? cidades.data?.find((c) => normalizarBusca(c.NM_CIDADE) === normalizarBusca(painel.cidade ?? ''))
    : undefined;
  if (grafia && grafia.NM_CIDADE !== painel.cidade) setPainel((p) => ({ ...p, cidade: grafia.NM_CIDADE }));

  const set = <K extends keyof PainelBusca>(k: K, v: PainelBusca[K]) => setPainel((p) => ({ ...p, [k]: v }));

  const limite = contagem.data ? limiteAtingido(contagem.data.TOTAL) : false;
  useEffect(() => {
    if (limite) notify.aviso(M.avisoLimite, { id: 'busca-candidatos-limite' });
  }, [limite]);

  const pesquisar = (e: FormEvent) => {
    e.preventDefault();
    const caminho = caminhoFiltrosBusca(filtrosDoPainel(painel));
    const r = lerFiltrosBusca(caminho);
    if (!r.ok) {
      setErros(r.erros);
      return;
    }
    setErros([]);
    setBusca((b) => ({ caminho, vez: (b?.vez ?? 0) + 1 }));
  };

  const limpar = () => {
    setErros([]);
    setPainel(comPadrao(PAINEL_VAZIO));
  };

  const gerais = erros.filter((e) => !doCampo.has(e));
  const pesquisando = linhas.isFetching || contagem.isFetching;
  const identificado = painel.cpf.trim() !== '' || painel.codigo.trim() !== '';

  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Busca de Candidatos
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAberto((a) => !a)}
          aria-expanded={aberto}
          aria-controls={idPainel}
          leftSection={
            aberto ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
          }
        >
          Filtros
        </Button>
      </Group>

      <Collapse expanded={aberto} id={idPainel}>
        <Box component="form" onSubmit={pesquisar} aria-label="Filtros da busca de candidatos" noValidate>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <CpfInput
                label="CPF"
                value={painel.cpf}
                onChange={(v) => set('cpf', v)}
                error={erroDe(erros, 'cpf')}
              />
              <TextInput
                label="Nome"
                description="Qualquer parte do nome"
                value={painel.nome}
                maxLength={L.nomeMax}
                onChange={(e) => set('nome', e.currentTarget.value)}
                error={erroDe(erros, 'nome')}
                disabled={identificado}
              />
              <TextInput
                label="Código"
                inputMode="numeric"
                value={painel.codigo}
                maxLength={16}
                onChange={(e) => set('codigo', e.currentTarget.value.replace(/\D/g, ''))}
                error={erroDe(erros, 'codigo')}
              />
              <Checkbox
                label="Apenas bloqueados"
                checked={painel.apenasBloqueados}
                onChange={(e) => set('apenasBloqueados', e.currentTarget.checked)}
                disabled={identificado}
                mt={{ base: 0, lg: 'xl' }}
              />
              <EstadoPicker
                value={painel.uf}
                onChange={(uf) => setPainel((p) => ({ ...p, uf, cidade: null }))}
                clearable
                clearButtonProps={botaoLimpar('Limpar estado')}
                disabled={identificado}
              />
              <CidadePicker
                cdUf={painel.uf}
                value={painel.cidade}
                onChange={(cidade) => set('cidade', cidade)}
                clearable
                clearButtonProps={botaoLimpar('Limpar cidade')}
                disabled={identificado || !painel.uf}
              />
            </SimpleGrid>
            <Text size="xs" c="gray.7">
              Com CPF ou código, a busca procura só por eles, em qualquer lugar. O nome não diferencia
              maiúsculas nem acentos. Enter aplica os filtros.
            </Text>
            {gerais.length > 0 && (
              <Alert color="red" role="alert">
                {gerais.join(' ')}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={pesquisando}>
                Pesquisar
              </Button>
              <Button variant="default" onClick={limpar}>
                Limpar
              </Button>
            </Group>
          </Stack>
        </Box>
      </Collapse>

      {limite && (
        <Alert color="yellow" role="status">
          {M.avisoLimite}
        </Alert>
      )}

      {busca === null ? (
        <Text size="sm" c="gray.7" ta="center" py="md">
          Informe o nome, o CPF ou o código do candidato e pressione Enter.
        </Text>
      ) : linhas.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <span>{linhas.error instanceof ApiError ? linhas.error.mensagem : M.erroBuscar}</span>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void linhas.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        </Alert>
      ) : (
        <TabelaLista<BuscaCandidatoLinha>
          key={`${busca.caminho}#${busca.vez}`}
          rotulo="Candidatos encontrados"
          colunas={COLUNAS}
          linhas={linhas.data}
          carregando={linhas.isFetching}
          chave={(l) => l.CODIGO_PESSOA}
          filtro={{ rotulo: 'Filtrar resultados' }}
          vazio="Nenhum candidato encontrado."
          dicaVazio="Confira os filtros: o estado e a cidade também limitam a busca por nome."
          acoes={(l) => (
            <ActionIcon
              variant="subtle"
              aria-label={`Editar ${l.NOME_PESSOA}`}
              title="Abrir os dados do candidato"
              onClick={() =>
                tabs.abrir(
                  'DadosCandidato',
                  { cdPessoaCandidato: l.CODIGO_PESSOA },
                  { titulo: l.NOME_PESSOA },
                )
              }
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          )}
          larguraMinima={900}
        />
      )}
    </Stack>
  );
}
